//! What `gemm-gen` generates: the configuration, its checks, the
//! configuration chosen for a problem shape, and the launch contract.

/// The element type of A and B.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Elem {
    /// bf16 (k16 wgmmas).
    #[default]
    Bf16,
    /// FP8 e4m3 (`f8E4M3FN`, k32 wgmmas).
    E4m3,
    /// FP8 e5m2 (`f8E5M2`, k32 wgmmas).
    E5m2,
}

impl Elem {
    /// Its name in MLIR's builtin types.
    pub fn mlir(self) -> &'static str {
        match self {
            Elem::Bf16 => "bf16",
            Elem::E4m3 => "f8E4M3FN",
            Elem::E5m2 => "f8E5M2",
        }
    }

    /// Its name as wgmma's `a_type`/`b_type` (and the command line's).
    pub fn name(self) -> &'static str {
        match self {
            Elem::Bf16 => "bf16",
            Elem::E4m3 => "e4m3",
            Elem::E5m2 => "e5m2",
        }
    }

    /// Bytes of one element.
    pub fn bytes(self) -> u32 {
        match self {
            Elem::Bf16 => 2,
            Elem::E4m3 | Elem::E5m2 => 1,
        }
    }

    /// Whether it is one of the FP8 types.
    pub fn is_fp8(self) -> bool {
        self != Elem::Bf16
    }
}

impl std::str::FromStr for Elem {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        match text {
            "bf16" => Ok(Elem::Bf16),
            "e4m3" => Ok(Elem::E4m3),
            "e5m2" => Ok(Elem::E5m2),
            other => Err(format!(
                "unknown element type '{other}' (bf16, e4m3 or e5m2)"
            )),
        }
    }
}

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
    /// The element type of A and B (C is bf16, the accumulation f32).
    /// FP8 kernels take per-tensor scales and use `async.warpgroup.mma`.
    pub elem: Elem,
    /// FP8 only: accumulate every K step into the wgmma accumulator
    /// itself ("fast accumulation", what `torch._scaled_mm` calls
    /// `use_fast_accum`), instead of promoting each K step's partial sum
    /// (four k32 wgmmas, 128 K elements) into an f32 accumulator of the
    /// registers. The tensor cores add FP8 products at less than f32
    /// precision; the promotion bounds that error to one K step.
    pub fast_accum: bool,
    /// Split-K: each tile's K steps are shared out in `split_k` equal parts
    /// (units of work: tile and part), each part's f32 sum written to a
    /// workspace, and a second kernel ([`REDUCE_KERNEL`]) adds the parts in
    /// a fixed order into C (bf16, persistent, clusters of 1, the
    /// cooperative schedule). 1: no split.
    pub split_k: u32,
    /// Columns of a warpgroup's 64 rows that the TMA epilogue stages at a
    /// time: 128 (two 64 x 64 boxes, the default), the whole tile
    /// (`tile_n`: one pass, no wait within a tile's epilogue, twice the
    /// staging's shared memory), or 64 (one box per pass into the two
    /// boxes in turn: a pass waits only for the reads of the store before
    /// the last, the last one's reading under its writes).
    pub staging_columns: u32,
}

/// The split-K reduction kernel's name.
pub const REDUCE_KERNEL: &str = "gemm_bf16_reduce";
/// Threads per CTA of the reduction kernel.
pub const REDUCE_THREADS: u32 = 256;
/// SMs the generator's heuristics plan for (an H100 or H200).
pub const PLANNED_SMS: u32 = 132;

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
            elem: Elem::Bf16,
            fast_accum: false,
            split_k: 1,
            staging_columns: 128,
        }
    }
}

/// Rows of a CTA tile.
pub const TILE_M: u32 = 128;
/// K extent of one bf16 stage (128-byte rows; FP8 stages hold 128).
pub const TILE_K: u32 = 64;
/// Bytes of a stage's row: K elements of one K step.
pub const ROW_BYTES: u32 = 128;
/// Threads per CTA: two consumer warpgroups and a producer warpgroup.
pub const THREADS: u32 = 384;
/// Shared memory of an H200 CTA, in bytes.
const SHARED_LIMIT: u32 = 232_448;
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
    pub fn for_shape(m: u32, n: u32, k: u32) -> Config {
        Config::for_problem(m, n, k, (Elem::Bf16, false))
    }

    /// [`Config::for_shape`] for A and B of `elem` (the row pitch is `k`
    /// elements of it), with FP8 fast accumulation or not. Promoting FP8
    /// kernels keep each K step's partial sum beside the wgmma fragments,
    /// which leaves room for 128 x 192 tiles (an m64n192 fragment and its
    /// sum take 192 of a consumer thread's 232 registers; m64n256 would
    /// take 256): on the H100 they measured 1.04-1.09x the 128 x 128 tiles
    /// of before against cuBLASLt's best in the same rounds
    /// (bench/RESULTS.md, "FP8 on 128 x 192 tiles"). Fast accumulation
    /// keeps the bf16 kernel's 128 x 256 tiles. Both have 4 stages (of 40
    /// and 48 KiB): the proof's time grows steeply with the stages (the
    /// promoting kernel's check at 128 x 128: 2.3 s with 4, 4.9 s with 5,
    /// 12.5 s with 6).
    pub fn for_problem(m: u32, n: u32, k: u32, (elem, fast_accum): (Elem, bool)) -> Config {
        let aligned = (u64::from(k) * u64::from(elem.bytes())).is_multiple_of(128);
        let cluster = if aligned { 1 } else { 2 };
        let tile_n = Config::tile_n_for((elem, fast_accum), cluster);
        let config = Config {
            cluster,
            elem,
            fast_accum,
            tile_n,
            staging_columns: Config::staging_for(tile_n),
            stages: 4,
            ..Config::default()
        };
        match config.split_for(m, n, k) {
            1 => config,
            split_k => Config {
                split_k,
                cluster: 1,
                tma_store: false,
                ..config
            },
        }
    }

    /// The tile width the generator chooses for A and B of `elem`, with
    /// FP8 fast accumulation or not, in clusters of `cluster`: 256, but
    /// 192 for promoting FP8 kernels in clusters of 1 ([`Config::for_problem`])
    /// and 128 in clusters of 2 (the pair at 192 has not been measured).
    pub fn tile_n_for((elem, fast_accum): (Elem, bool), cluster: u32) -> u32 {
        match (elem.is_fp8() && !fast_accum, cluster) {
            (false, _) => 256,
            (true, 1) => 192,
            (true, _) => 128,
        }
    }

    /// The epilogue's staging width the generator takes for tiles of
    /// `tile_n` columns: 128, or the whole tile at 192 (which 128 does not
    /// divide, and whose three boxes a pass of 64 would start each tile on
    /// the wrong one of).
    pub fn staging_for(tile_n: u32) -> u32 {
        if tile_n == 192 {
            192
        } else {
            128
        }
    }

    /// The split-K the generator chooses for an `m` x `n` x `k` bf16
    /// problem: where its tiles fill at most half of the [`PLANNED_SMS`],
    /// the largest power of two (up to 16) that keeps the units within one
    /// wave, divides the K steps, and leaves each part at least 8 of them
    /// (the ring's fill and drain amortized); else 1. Measured at 1024 x
    /// 1024 x 32768 (32 tiles, bench/RESULTS.md, "Odd shapes"): unsplit,
    /// 0.32-0.37 of cuBLASLt's best, whose best candidates split K.
    pub fn split_for(&self, m: u32, n: u32, k: u32) -> u32 {
        if self.elem.is_fp8() {
            return 1;
        }
        let tiles = m.div_ceil(TILE_M) * n.div_ceil(self.tile_n);
        let steps = k.div_ceil(self.tile_k());
        if tiles == 0 || 2 * tiles > PLANNED_SMS {
            return 1;
        }
        (1..=4)
            .map(|e| 1u32 << e)
            .filter(|s| tiles * s <= PLANNED_SMS && steps.is_multiple_of(*s) && steps / s >= 8)
            .max()
            .unwrap_or(1)
    }

    /// K elements of one K step (one stage): a 128-byte row.
    pub fn tile_k(&self) -> u32 {
        ROW_BYTES / self.elem.bytes()
    }

    /// Shared memory of the rings, in bytes.
    pub fn ring_bytes(&self) -> u32 {
        let rings = if self.pingpong && !self.shared_ring {
            2
        } else {
            1
        };
        rings * self.stages * (TILE_M + self.tile_n) * ROW_BYTES
    }

    /// Shared memory of the epilogue's staging buffer, in bytes: per
    /// consumer warpgroup, 64 rows by `staging_columns` of bf16 (64 x 64
    /// boxes), written and stored once per that many columns of its tile.
    pub fn epilogue_bytes(&self) -> u32 {
        if self.tma_store {
            2 * self.staging_group_bytes()
        } else {
            0
        }
    }

    /// One consumer warpgroup's staging: `staging_columns / 64` boxes,
    /// at least two.
    pub(super) fn staging_group_bytes(&self) -> u32 {
        self.staging_boxes() * BOX_BYTES
    }

    /// The 64 x 64 boxes of one consumer warpgroup's staging.
    pub(super) fn staging_boxes(&self) -> u32 {
        (self.staging_columns / 64).max(2)
    }

    /// What is wrong with the configuration, if anything.
    pub fn check(&self) -> Result<(), String> {
        if ![128, 192, 256].contains(&self.tile_n) {
            return Err(format!(
                "tile_n must be 128, 192 or 256, got {}",
                self.tile_n
            ));
        }
        // Passes of one box write the two boxes in turn, from the first at
        // every tile: a tile of an odd number of passes would start on the
        // box its last pass is still storing from.
        let odd_boxes = self.staging_columns == 64 && (self.tile_n / 64) % 2 == 1;
        if ![64, 128, self.tile_n].contains(&self.staging_columns)
            || !self.tile_n.is_multiple_of(self.staging_columns)
            || odd_boxes
        {
            return Err(format!(
                "staging_columns must divide the tile's {} columns: 64 (an even number of passes), 128 or all of them, got {}",
                self.tile_n, self.staging_columns
            ));
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
        if self.split_k != 1 {
            self.check_split()?;
        }
        if self.elem.is_fp8() {
            self.check_fp8()?;
        } else if self.fast_accum {
            return Err("fast accumulation is an option of the FP8 kernels".into());
        }
        if self.pingpong {
            self.check_pingpong()?;
        } else if self.shared_ring {
            return Err("a shared ring is a form of the ping-pong schedule".into());
        }
        self.check_shared_memory()
    }

    /// What split-K needs of the configuration.
    fn check_split(&self) -> Result<(), String> {
        if !(2..=16).contains(&self.split_k) {
            return Err(format!("split-K takes 2 to 16 parts, got {}", self.split_k));
        }
        if self.elem.is_fp8()
            || self.pingpong
            || self.cluster != 1
            || !self.persistent
            || self.tma_store
        {
            return Err(
                "split-K is the persistent bf16 cooperative kernel in clusters of 1, its parts written from the registers (--direct-store)"
                    .into(),
            );
        }
        Ok(())
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

    /// What the FP8 kernels need of the configuration.
    fn check_fp8(&self) -> Result<(), String> {
        if self.pingpong || !self.tma_store {
            return Err(format!(
                "the {} kernel is the cooperative schedule with TMA stores (no --pingpong, no --direct-store)",
                self.elem.name()
            ));
        }
        if !self.fast_accum && self.tile_n == 256 {
            // A fragment and its f32 sum: tile_n registers of a consumer
            // thread's 232, besides addresses and descriptors.
            return Err(format!(
                "promoting FP8 partial sums keeps a fragment and its f32 sum (tile_n registers of a consumer thread's 232): tile_n must be 128 or 192 (or use fast accumulation), got {}",
                self.tile_n
            ));
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
            "{rings}{} stages of {TILE_M} x {k} and {} x {k} {elem} tiles{staging} need {} bytes of shared memory, more than the {SHARED_LIMIT} a CTA has",
            self.stages,
            self.tile_n,
            need,
            k = self.tile_k(),
            elem = self.elem.name(),
        ))
    }

    /// The kernel's name.
    pub fn kernel_name(&self) -> &'static str {
        match self.elem {
            Elem::Bf16 => "gemm_bf16",
            Elem::E4m3 => "gemm_e4m3",
            Elem::E5m2 => "gemm_e5m2",
        }
    }

    /// The kernel's argument types, in order: the tensor maps of A and B
    /// (B's box is this CTA's share of the B tile), C's tensor map or
    /// pointer, for FP8 the pointers to A's and B's scales (one f32
    /// each), then `m`, `n` and `k_tiles` as `i32`.
    pub fn arg_types(&self) -> Vec<String> {
        // With split-K, the third argument is the workspace of the parts.
        let (k, elem) = (self.tile_k(), self.elem.mlir());
        let map = |rows: u32| format!("!async.tensor_map<{rows}x{k}x{elem}, swizzle 128>");
        let c = if self.tma_store {
            format!("!async.tensor_map<64x{TILE_K}xbf16, swizzle 128>")
        } else {
            "!llvm.ptr<1>".to_string()
        };
        let mut args = vec![map(TILE_M), map(self.tile_n / self.cluster), c];
        if self.elem.is_fp8() {
            args.extend((0..2).map(|_| "!llvm.ptr<1>".to_string()));
        }
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
        if self.split_k > 1 {
            return self.split_contract();
        }
        let grid = if self.pingpong {
            "min(units, SMs) x 1 x 1, units = ceil(M / 256) * ceil(N / 128) pairs of vertically adjacent 128 x 128 tiles; consumer warpgroup g takes the unit's tile row 2 p + g"
        } else if self.cluster == 2 {
            "2 min(pairs, SMs / 2) x 1 x 1 in clusters of 2, pairs = ceil(M / 256) * ceil(N / tile_n)"
        } else if self.persistent {
            "min(tiles, SMs) x 1 x 1, tiles = ceil(M / 128) * ceil(N / tile_n)"
        } else {
            "ceil(N / tile_n) x ceil(M / 128) x 1"
        };
        if self.elem.is_fp8() {
            return self.fp8_contract(grid);
        }
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

    /// [`Config::contract`] of a split-K kernel and its reduction.
    fn split_contract(&self) -> String {
        format!(
            "kernel {name}: the parts of C = A * B^T, bf16 in, f32 parts, split-K {s}\n\
             arguments: a (tensor map of A, M x K bf16, box 128 x 64, 128-byte swizzle), \
             b (tensor map of B, N x K bf16, box {n} x 64, 128-byte swizzle), \
             w (pointer to the workspace: {s} x Mp x Np f32, Mp = 128 ceil(M / 128), Np = {n} ceil(N / {n}); \
             part p of row r, column c at (p Mp + r) Np + c), \
             m, n, k_tiles = ceil(K / 64) (i32; a multiple of {s}; with 0, nothing is written)\n\
             tile: 128 x {n} x 64, {st} stages, K steps shared out in {s} equal parts; any M; N and K multiples of 8\n\
             block: {THREADS} threads; grid: {s} min(tiles, SMs / {s}) x 1 x 1, tiles = ceil(M / 128) ceil(N / {n}) \
             (CTA c computes part c mod {s} of tiles c / {s}, c / {s} + grid / {s}, ...); dynamic shared memory as published\n\
             then kernel {REDUCE_KERNEL}: C[r, c] = bf16(sum of the {s} parts in order 0..{s})\n\
             arguments: w, c (pointer to C, M x N bf16), m, n (i32); block: {REDUCE_THREADS} threads; grid: any x 1 x 1 (grid-stride)",
            name = self.kernel_name(),
            s = self.split_k,
            n = self.tile_n,
            st = self.stages,
        )
    }

    /// [`Config::contract`] of an FP8 kernel, whose grid is `grid`.
    fn fp8_contract(&self, grid: &str) -> String {
        let accumulation = if self.fast_accum {
            "f32 accumulation in the wgmma accumulator (fast accumulation)"
        } else {
            "each K step's partial sum (128 K elements) promoted into an f32 accumulator"
        };
        format!(
            "kernel {name}: C = scale_a * scale_b * (A * B^T), {e} in, bf16 out, {accumulation}\n\
             arguments: a (tensor map of A, M x K {e}, box 128 x 128, 128-byte swizzle), \
             b (tensor map of B, N x K {e}, box {bn} x 128, 128-byte swizzle), \
             c (tensor map of C, M x N bf16, box 64 x 64, 128-byte swizzle), \
             scale_a, scale_b (pointers to one f32 each), \
             m, n, k_tiles = ceil(K / 128) (i32; with 0, C is not written)\n\
             tile: 128 x {n} x 128, {s} stages; any M; N a multiple of 8, K of 16 (16-byte rows); edge tiles are clipped\n\
             block: {THREADS} threads; grid: {grid}; dynamic shared memory as published",
            name = self.kernel_name(),
            e = self.elem.name(),
            n = self.tile_n,
            bn = self.tile_n / self.cluster,
            s = self.stages,
        )
    }
}
