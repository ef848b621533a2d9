//! What `gemm-gen` generates: the configuration, its checks, the
//! configuration chosen for a problem shape, and the launch contract.

/// What to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Config {
    /// Columns of C per CTA tile: 128 or 256 (rows are 128).
    pub tile_n: u32,
    /// Stages of each ring.
    pub stages: u32,
    /// Whether CTAs loop over output tiles (else one tile per CTA).
    pub persistent: bool,
    /// Tile rows per raster group (persistent kernels), at least 1.
    pub group_m: u32,
    /// Whether C is written through shared memory by TMA tensor stores
    /// (C is then a tensor map argument; the default), else straight from
    /// the accumulator registers (C a pointer, whole tiles only).
    pub tma_store: bool,
    /// CTAs per cluster: 1, or 2 (the two CTAs take vertically adjacent
    /// tiles, which read the same B tile: each loads half of it and
    /// multicasts it to both; persistent kernels only).
    pub cluster: u32,
    /// The ping-pong schedule (`pingpong.rs`): each consumer warpgroup
    /// computes whole 128 x 128 tiles from rings of its own (or one shared
    /// ring, [`Config::shared_ring`]), the two taking turns at the tensor
    /// cores so that one's epilogue runs under the other's mainloop
    /// (persistent, `tile_n` 128, clusters of 1, TMA stores; `stages` per
    /// ring).
    pub pingpong: bool,
    /// With [`Config::pingpong`]: one ring the two warpgroups share out a
    /// tile's K steps at a time, `stages` deep, instead of a ring of
    /// `stages` per warpgroup.
    pub shared_ring: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            tile_n: 256,
            stages: 4,
            persistent: true,
            group_m: 8,
            tma_store: true,
            cluster: 1,
            pingpong: false,
            shared_ring: false,
        }
    }
}

/// Rows of a CTA tile.
pub const TILE_M: u32 = 128;
/// K extent of one stage.
pub const TILE_K: u32 = 64;
/// Threads per CTA: two consumer warpgroups and a producer warpgroup.
pub const THREADS: u32 = 384;
/// Shared memory of an H200 CTA, in bytes.
const SHARED_LIMIT: u32 = 232_448;
/// One consumer warpgroup's epilogue buffer: two 64 x 64 bf16 boxes.
pub(super) const EPILOGUE_GROUP_BYTES: u32 = 2 * 64 * 128;
/// Bytes of one 64 x 64 bf16 box, 128-byte rows.
pub(super) const BOX_BYTES: u32 = 64 * 128;

impl Config {
    /// The configuration the generator chooses for an `m` x `n` x `k`
    /// problem: the default, in clusters of 2 where the row pitch of A and
    /// B (`2 k` bytes) is not a multiple of 128 bytes.
    ///
    /// Why (measured on the H200, bench/RESULTS.md, "Odd shapes"): every
    /// 128-byte row of a K step's box then starts inside an L2 line and
    /// spans two, so the tensor loads make about twice the L2 requests per
    /// byte. The one-CTA kernel becomes bound by the L2 (Nsight Compute:
    /// 90% L2 throughput and 68% SM throughput at K = 8200, against 51%
    /// and 94% at K = 8256; 0.85x cuBLASLt), whatever the tensor maps' L2
    /// promotion. Clusters of 2 load each B tile once for two CTAs and
    /// multicast it, which takes the L2 back below its limit (73%; the
    /// tensor pipe at 94%; 0.99x cuBLASLt). Where the pitch is aligned the
    /// two are within 3% of each other (steady state, 2026-12-03), and the one-CTA kernel's protocol
    /// is proven for every pair of trip counts, the cluster kernel's for
    /// equal counts only (the checker's ledger says which), so the default
    /// stays.
    pub fn for_shape(_m: u32, _n: u32, k: u32) -> Config {
        let aligned = (u64::from(k) * 2).is_multiple_of(128);
        Config {
            cluster: if aligned { 1 } else { 2 },
            ..Config::default()
        }
    }

    /// Shared memory of the rings, in bytes.
    pub fn ring_bytes(&self) -> u32 {
        let rings = if self.pingpong && !self.shared_ring {
            2
        } else {
            1
        };
        rings * self.stages * (TILE_M + self.tile_n) * TILE_K * 2
    }

    /// Shared memory of the epilogue's staging buffer, in bytes: per
    /// consumer warpgroup, 64 rows by 128 columns of bf16 (two 64 x 64
    /// boxes), written and stored once per 128 columns of its tile.
    pub fn epilogue_bytes(&self) -> u32 {
        if self.tma_store {
            2 * EPILOGUE_GROUP_BYTES
        } else {
            0
        }
    }

    /// What is wrong with the configuration, if anything.
    pub fn check(&self) -> Result<(), String> {
        if ![128, 256].contains(&self.tile_n) {
            return Err(format!("tile_n must be 128 or 256, got {}", self.tile_n));
        }
        if self.stages < 2 {
            // A K step's stages are released after the next step's are
            // waited for: with one stage that wait needs the release.
            return Err(format!(
                "at least two stages (the consumers release a K step's stages after waiting for the next step's), got {}",
                self.stages
            ));
        }
        if self.group_m == 0 {
            return Err("group_m must be at least 1".into());
        }
        if ![1, 2].contains(&self.cluster) {
            return Err(format!(
                "the cluster must be 1 or 2 CTAs, got {}",
                self.cluster
            ));
        }
        if self.cluster == 2 && !self.persistent {
            return Err("a cluster of 2 needs the persistent schedule".into());
        }
        if self.pingpong {
            self.check_pingpong()?;
        } else if self.shared_ring {
            return Err("a shared ring is a form of the ping-pong schedule".into());
        }
        self.check_shared_memory()
    }

    /// What the ping-pong schedule needs of the configuration.
    fn check_pingpong(&self) -> Result<(), String> {
        if self.tile_n != 128 {
            return Err(format!(
                "the ping-pong schedule computes 128 x 128 tiles per warpgroup: tile_n must be 128, got {}",
                self.tile_n
            ));
        }
        if !self.persistent || self.cluster != 1 || !self.tma_store {
            return Err(
                "the ping-pong schedule is persistent, in clusters of 1, with TMA stores".into(),
            );
        }
        Ok(())
    }

    /// Whether the rings, their barriers and the arena's alignment slack
    /// fit in a CTA's shared memory.
    fn check_shared_memory(&self) -> Result<(), String> {
        let need = self.ring_bytes() + self.epilogue_bytes() + 2048;
        if need <= SHARED_LIMIT {
            return Ok(());
        }
        let staging = match self.epilogue_bytes() {
            0 => String::new(),
            bytes => format!(" and the epilogue's {bytes}-byte staging"),
        };
        let rings = if self.pingpong && !self.shared_ring {
            "two rings (one per consumer warpgroup) of "
        } else {
            ""
        };
        Err(format!(
            "{rings}{} stages of {TILE_M} x {TILE_K} and {} x {TILE_K} bf16 tiles{staging} need {} bytes of shared memory, more than the {SHARED_LIMIT} a CTA has",
            self.stages,
            self.tile_n,
            need
        ))
    }

    /// The kernel's name.
    pub fn kernel_name(&self) -> &'static str {
        "gemm_bf16"
    }

    /// The kernel's argument types, in order: the tensor maps of A and B
    /// (B's box is this CTA's share of the B tile), C's tensor map or
    /// pointer, then `m`, `n` and `k_tiles` as `i32`.
    pub fn arg_types(&self) -> Vec<String> {
        let map = |rows: u32| format!("!async.tensor_map<{rows}x{TILE_K}xbf16, swizzle 128>");
        let c = if self.tma_store {
            map(64)
        } else {
            "!llvm.ptr<1>".to_string()
        };
        let mut args = vec![map(TILE_M), map(self.tile_n / self.cluster), c];
        args.extend((0..3).map(|_| "i32".to_string()));
        args
    }

    /// The kernel's attributes: the cluster shape (clusters of 2) and
    /// `phaselock.schedule` (`persistent` or `one_tile`), which a runner
    /// reads (`async-opt --run`).
    pub fn attributes(&self) -> Vec<(&'static str, String)> {
        let mut attributes = Vec::new();
        if self.cluster == 2 {
            attributes.push(("nvvm.cluster_dim", "array<i32: 2, 1, 1>".to_string()));
        }
        let schedule = if self.persistent {
            "persistent"
        } else {
            "one_tile"
        };
        attributes.push(("phaselock.schedule", format!("\"{schedule}\"")));
        attributes
    }

    /// The launch contract, for the runtime and for people.
    pub fn contract(&self) -> String {
        let grid = if self.pingpong {
            "min(units, SMs) x 1 x 1, units = ceil(M / 256) * ceil(N / 128) pairs of vertically adjacent 128 x 128 tiles; consumer warpgroup g takes the unit's tile row 2 p + g"
        } else if self.cluster == 2 {
            "2 min(pairs, SMs / 2) x 1 x 1 in clusters of 2, pairs = ceil(M / 256) * ceil(N / tile_n)"
        } else if self.persistent {
            "min(tiles, SMs) x 1 x 1, tiles = ceil(M / 128) * ceil(N / tile_n)"
        } else {
            "ceil(N / tile_n) x ceil(M / 128) x 1"
        };
        let shapes = if self.tma_store {
            "any M; N and K multiples of 8 (16-byte rows); edge tiles are clipped"
        } else {
            "M a multiple of 128, N of tile_n; K a multiple of 8"
        };
        format!(
            "kernel {name}: C = A * B^T, bf16 in and out, f32 accumulation\n\
             arguments: a (tensor map of A, M x K bf16, box 128 x 64, 128-byte swizzle), \
             b (tensor map of B, N x K bf16, box {bn} x 64, 128-byte swizzle), {c}, \
             m, n, k_tiles = ceil(K / 64) (i32; with 0, C is not written)\n\
             tile: 128 x {n} x 64, {s} stages; {shapes}\n\
             block: {THREADS} threads; grid: {grid}; dynamic shared memory as published",
            name = self.kernel_name(),
            n = self.tile_n,
            bn = self.tile_n / self.cluster,
            s = self.stages,
            c = if self.tma_store {
                "c (tensor map of C, M x N bf16, box 64 x 64, 128-byte swizzle)"
            } else {
                "c (pointer to C, M x N bf16)"
            },
        )
    }
}
