//! A bf16 GEMM generator for sm_90a that writes phaselock's pipeline-level
//! `async` dialect, as a DSL compiler would: it decides the tiles, the
//! rings, the roles and the schedule, and leaves every phase bit, init
//! count, byte count, matrix-descriptor bit and barrier offset to the
//! compiler (`gemm-gen` compiles the text with `phaselock::compile`).
//!
//! The kernel: C = A · Bᵀ with A an M x K and B an N x K row-major bf16
//! matrix (both K-major), C an M x N row-major bf16 matrix, f32
//! accumulation. CTA tiles of 128 x `tile_n` (128 or 256) with K steps of
//! 64; the K step's A tile (128 x 64) and B tile (`tile_n` x 64) land by TMA
//! in two rings of `stages` 128-byte-swizzled stages. Roles:
//! - two consumer warpgroups (warps 0-3, 4-7; 232 registers): warpgroup g
//!   computes rows 64 g .. 64 g + 63 of the tile with m64n`tile_n`k16
//!   wgmmas on the stages' descriptors (A's from row 64 g), keeps one wgmma
//!   group in flight, releases a K step's stages once the group that read
//!   them has retired, and writes its accumulators to C as bf16 (through
//!   shared memory and TMA tensor stores, the default, or straight from
//!   the registers);
//! - a producer warpgroup (warps 8-11; 40 registers) whose warp 8, lane 0,
//!   issues the tensor copies.
//!
//! Persistent (the default): the grid is at most one CTA per SM and CTA c
//! takes the output tiles c, c + nctaid.x, ...; the cursors of the rings run
//! on across tiles, so the producer fills the next tile's stages while the
//! consumers write the last one's results. Tiles are visited in groups of
//! `group_m` tile rows (the grouped raster: consecutive tiles share A's
//! rows and B's columns, for L2 reuse). Without `persistent`, the grid is
//! one CTA per tile.
//!
//! Edge tiles: the tile counts are `ceil(M / 128)` and `ceil(N / tile_n)`
//! and the K steps `ceil(K / 64)`; the tensor loads fill what lies past
//! the matrices with zeros and the tensor stores write only what lies
//! inside C, so any M, N and K work where the tensor maps can describe
//! the matrices (N and K multiples of 8: 16-byte row strides). The
//! direct epilogue writes whole tiles: M and N multiples of the tile.
//!
//! The launch contract ([`Config::contract`]): arguments `(a, b:
//! !async.tensor_map, c: !async.tensor_map or !llvm.ptr<1>, m, n, k_tiles:
//! i32)`; block 384 threads; dynamic shared memory as the compiler
//! publishes it.

use std::fmt::Write as _;

pub mod pingpong;

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
    /// The ping-pong schedule ([`pingpong`]): each consumer warpgroup
    /// computes whole 128 x 128 tiles from rings of its own (or one shared
    /// ring, [`Config::shared_ring`]), the two taking turns at the tensor
    /// cores so that one's epilogue runs under the other's mainloop
    /// (persistent, `tile_n` 128, clusters of 1, TMA stores; `stages` per
    /// ring).
    pub pingpong: bool,
    /// With [`Config::pingpong`]: one ring the two warpgroups share out a
    /// tile's K steps at a time, `stages` deep, instead of a ring of
    /// `stages` per warpgroup ([`pingpong`]).
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
const EPILOGUE_GROUP_BYTES: u32 = 2 * 64 * 128;
/// Bytes of one 64 x 64 bf16 box, 128-byte rows.
const BOX_BYTES: u32 = 64 * 128;

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
            pingpong::check(self)?;
        } else if self.shared_ring {
            return Err("a shared ring is a form of the ping-pong schedule".into());
        }
        // The rings, their barriers and the arena's alignment slack.
        let need = self.ring_bytes() + self.epilogue_bytes() + 2048;
        if need > SHARED_LIMIT {
            let staging = match self.epilogue_bytes() {
                0 => String::new(),
                bytes => format!(" and the epilogue's {bytes}-byte staging"),
            };
            let rings = if self.pingpong && !self.shared_ring {
                "two rings (one per consumer warpgroup) of "
            } else {
                ""
            };
            return Err(format!(
                "{rings}{} stages of {TILE_M} x {TILE_K} and {} x {TILE_K} bf16 tiles{staging} need {} bytes of shared memory, more than the {SHARED_LIMIT} a CTA has",
                self.stages,
                self.tile_n,
                need
            ));
        }
        Ok(())
    }

    /// The kernel's name.
    pub fn kernel_name(&self) -> &'static str {
        "gemm_bf16"
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

/// The kernel as MLIR text (pipeline-level `async`, `nvvm`, `llvm`, `arith`,
/// `scf`), or the reason the configuration cannot be built.
pub fn generate(config: &Config) -> Result<String, String> {
    config.check()?;
    if config.pingpong {
        return Ok(pingpong::generate(config));
    }
    let mut out = String::new();
    header(&mut out, config);
    prologue(&mut out, config);
    out.push_str("    async.warp_specialize {\n");
    for group in 0..2 {
        consumer(&mut out, config, group);
    }
    producer(&mut out, config);
    out.push_str("    }\n    gpu.return\n  }\n}\n");
    Ok(out)
}

/// The pipeline type of the rings.
fn ring_type(config: &Config) -> String {
    format!("!async.pipeline<{}>", config.stages)
}

fn header(out: &mut String, config: &Config) {
    let n = config.tile_n;
    let acc: Vec<&str> = vec!["f32"; (n / 2) as usize];
    let _ = writeln!(
        out,
        "// Generated by phaselock-gemm (gemm-gen): a bf16 GEMM for sm_90a.\n//\n{}\n//\n// No phase bit, init count, byte count, descriptor bit or barrier offset:\n// the compiler derives them (and the protocol checker proves them).",
        config
            .contract()
            .lines()
            .map(|l| format!("// {l}"))
            .collect::<Vec<_>>()
            .join("\n")
    );
    let _ = writeln!(out, "!acc = !llvm.struct<({})>", acc.join(", "));
    let _ = writeln!(
        out,
        "!tile_a = !async.tensor_map<{TILE_M}x{TILE_K}xbf16, swizzle 128>"
    );
    let _ = writeln!(
        out,
        "!tile_b = !async.tensor_map<{}x{TILE_K}xbf16, swizzle 128>",
        n / config.cluster
    );
    if config.tma_store {
        let _ = writeln!(out, "!tile_c = !async.tensor_map<64x64xbf16, swizzle 128>");
    }
}

fn prologue(out: &mut String, config: &Config) {
    let _ = write!(
        out,
        r#"gpu.module @gemm_bf16 [#nvvm.target<chip = "sm_90a">] {{{epilogue_buffer}
  gpu.func @gemm_bf16(%a_map: !tile_a, %b_map: !tile_b, %c_out: {c_type}, %m: i32,
                      %n: i32, %k_tiles: i32) kernel
      attributes {{{cluster_dim}known_block_size = array<i32: {THREADS}, 1, 1>,
                  phaselock.schedule = "{schedule}"}} {{
{rings}    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0 : i32
    %i32_1 = arith.constant 1 : i32
    %i32_4 = arith.constant 4 : i32
    %i32_8 = arith.constant 8 : i32
    %i32_16 = arith.constant 16 : i32
    %i32_32 = arith.constant 32 : i32
    %i32_64 = arith.constant 64 : i32
    %i32_127 = arith.constant 127 : i32
    %i32_128 = arith.constant 128 : i32
    %tile_cols = arith.constant {n} : i32
    %group_rows = arith.constant {g} : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %steps = arith.index_cast %k_tiles : i32 to index
    // Tiles that reach past M or N are clipped by the tensor copies.
    %m_up = arith.addi %m, %i32_127 : i32
    %tiles_m = arith.divui %m_up, %i32_128 : i32
    %tile_cols_less = arith.subi %tile_cols, %i32_1 : i32
    %n_up = arith.addi %n, %tile_cols_less : i32
    %tiles_n = arith.divui %n_up, %tile_cols : i32
    %tiles = arith.muli %tiles_m, %tiles_n : i32
"#,
        n = config.tile_n,
        g = config.group_m,
        rings = rings(config),
        cluster_dim = if config.cluster == 2 {
            "nvvm.cluster_dim = array<i32: 2, 1, 1>, "
        } else {
            ""
        },
        schedule = if config.persistent {
            "persistent"
        } else {
            "one_tile"
        },
        c_type = if config.tma_store {
            "!tile_c"
        } else {
            "!llvm.ptr<1>"
        },
        epilogue_buffer = if config.tma_store {
            format!(
                "\n  // The consumers' epilogue staging: per warpgroup two 64 x 64 bf16 boxes,\n  // 128-byte swizzled, for the TMA stores of C.\n  llvm.mlir.global internal @epilogue() {{addr_space = 3 : i32, alignment = 1024 : i64}} : !llvm.array<{} x i8>",
                config.epilogue_bytes()
            )
        } else {
            String::new()
        },
    );
    if config.cluster == 2 {
        out.push_str(
            r#"    // Clusters of 2 take pairs of vertically adjacent tiles (which read the
    // same B tile): cluster c the pairs c, c + nclusterid.x, ..., its CTA r
    // the pair's tile row 2 p + r (past M when M has an odd number of tile
    // rows: that CTA loads zeros and stores nothing, but still loads its
    // half of B for the other).
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %cta = nvvm.read.ptx.sreg.clusterid.x : i32
    %grid = nvvm.read.ptx.sreg.nclusterid.x : i32
    %i32_2 = arith.constant 2 : i32
    %m_pairs_up = arith.addi %tiles_m, %i32_1 : i32
    %pair_rows = arith.divui %m_pairs_up, %i32_2 : i32
    %pairs = arith.muli %pair_rows, %tiles_n : i32
"#,
        );
        my_share(out, "pairs");
    } else if config.pingpong {
        pingpong::units(out);
        my_share(out, "units");
    } else if config.persistent {
        out.push_str(
            r#"    // This CTA's tiles: c, c + nctaid.x, ... (ceil((tiles - c) / nctaid.x) of them).
    %cta = nvvm.read.ptx.sreg.ctaid.x : i32
    %grid = nvvm.read.ptx.sreg.nctaid.x : i32
"#,
        );
        my_share(out, "tiles");
    } else {
        out.push_str(
            r#"    // One tile: (ctaid.y, ctaid.x) in tile rows and columns.
    %tile_x = nvvm.read.ptx.sreg.ctaid.x : i32
    %tile_y = nvvm.read.ptx.sreg.ctaid.y : i32
    %tile_lin = arith.muli %tile_y, %tiles_n : i32
    %tile0 = arith.addi %tile_lin, %tile_x : i32
    %my_tiles = arith.constant 1 : index
"#,
        );
    }
}

/// The `pipeline.create` lines of the rings: `%ring_a` and `%ring_b` (or
/// the ping-pong schedule's, [`pingpong::rings`]).
fn rings(config: &Config) -> String {
    if config.pingpong {
        return pingpong::rings(config);
    }
    let (n, s, p) = (config.tile_n, config.stages, ring_type(config));
    let b_scope = if config.cluster == 2 {
        "cluster"
    } else {
        "cta"
    };
    format!(
        r#"    // The K step's tiles: A ({TILE_M} x {TILE_K}) and B ({n} x {TILE_K}), 128-byte swizzled.
    %ring_a = async.pipeline.create "a" stages {s} scope cta buffer memref<{TILE_M}x{TILE_K}xbf16, 3>
        {{{RING_ATTRS}}} : {p}
    %ring_b = async.pipeline.create "b" stages {s} scope {b_scope} buffer memref<{n}x{TILE_K}xbf16, 3>
        {{{RING_ATTRS}}} : {p}
"#
    )
}

/// The rings' attributes besides stages, scope and buffer.
const RING_ATTRS: &str = r#"swizzle = 128 : i64, producer_unit = "warp", consumer_unit = "warp""#;

/// This CTA's (or cluster's) share of `work` units handed out c, c + grid,
/// ...: `%my_tiles` = ceil((work - c) / grid), none when work <= c (`%cta`
/// and `%grid` name c and the grid).
fn my_share(out: &mut String, work: &str) {
    let _ = write!(
        out,
        r#"    %mine = arith.cmpi ugt, %{work}, %cta : i32
    %left = arith.subi %{work}, %cta : i32
    %grid_less = arith.subi %grid, %i32_1 : i32
    %up = arith.addi %left, %grid_less : i32
    %share = arith.divui %up, %grid : i32
    %my32 = arith.select %mine, %share, %zero : i32
    %my_tiles = arith.index_cast %my32 : i32 to index
"#
    );
}

/// The output tile of this CTA's `t`-th tile: `(row0, col0)` as i32 values
/// named with `suffix`.
fn tile_origin(out: &mut String, config: &Config, indent: &str, suffix: &str) {
    // With clusters of 2 the raster runs over pairs of tile rows.
    let rows = if config.cluster == 2 {
        "pair_rows"
    } else {
        "tiles_m"
    };
    let tm = if config.cluster == 2 { "tm_pair" } else { "tm" };
    if config.persistent {
        let _ = write!(
            out,
            r#"{indent}%t32{suffix} = arith.index_cast %t : index to i32
{indent}%t_step{suffix} = arith.muli %t32{suffix}, %grid : i32
{indent}%tile{suffix} = arith.addi %cta, %t_step{suffix} : i32
{indent}// The grouped raster: `group_rows` tile rows at a time, down the columns.
{indent}%in_group{suffix} = arith.muli %group_rows, %tiles_n : i32
{indent}%group{suffix} = arith.divui %tile{suffix}, %in_group{suffix} : i32
{indent}%first_m{suffix} = arith.muli %group{suffix}, %group_rows : i32
{indent}%rest_m{suffix} = arith.subi %{rows}, %first_m{suffix} : i32
{indent}%short{suffix} = arith.cmpi ult, %rest_m{suffix}, %group_rows : i32
{indent}%rows_here{suffix} = arith.select %short{suffix}, %rest_m{suffix}, %group_rows : i32
{indent}%in{suffix} = arith.remui %tile{suffix}, %in_group{suffix} : i32
{indent}%tm_in{suffix} = arith.remui %in{suffix}, %rows_here{suffix} : i32
{indent}%{tm}{suffix} = arith.addi %first_m{suffix}, %tm_in{suffix} : i32
{indent}%tn{suffix} = arith.divui %in{suffix}, %rows_here{suffix} : i32
"#
        );
        if config.cluster == 2 {
            let _ = write!(
                out,
                r#"{indent}%tm_twice{suffix} = arith.muli %tm_pair{suffix}, %i32_2 : i32
{indent}%tm{suffix} = arith.addi %tm_twice{suffix}, %rank : i32
"#
            );
        }
    } else {
        let _ = write!(
            out,
            r#"{indent}%tm{suffix} = arith.divui %tile0, %tiles_n : i32
{indent}%tn{suffix} = arith.remui %tile0, %tiles_n : i32
"#
        );
    }
    let _ = write!(
        out,
        r#"{indent}%row0{suffix} = arith.muli %tm{suffix}, %i32_128 : i32
{indent}%col0{suffix} = arith.muli %tn{suffix}, %tile_cols : i32
"#
    );
}

/// The K step's wgmmas of consumer warpgroup `group`: four m64nNk16 on the
/// stages `sa`, `sb`, accumulating into `acc_in`, named `res`.
fn mmas(
    out: &mut String,
    config: &Config,
    indent: &str,
    (sa, sb): (&str, &str),
    acc: (&str, &str),
) {
    let (n, p) = (config.tile_n, ring_type(config));
    let (acc_in, res) = acc;
    let _ = write!(
        out,
        r#"{indent}nvvm.wgmma.fence.aligned
{indent}%{res} = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %{acc_in}) -> (!acc) {{
{indent}  %da = async.stage.descriptor %ring_a, %{sa}[%j, %a_row] : {p}
{indent}  %db = async.stage.descriptor %ring_b, %{sb}[%j] : {p}
{indent}  %a2 = nvvm.wgmma.mma_async %da, %db, %a, #nvvm.shape<m = 64, n = {n}, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>, <wrapped>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <col>] : !acc -> !acc
{indent}  scf.yield %a2 : !acc
{indent}}}
{indent}nvvm.wgmma.commit.group.sync.aligned
"#
    );
}

fn consumer(out: &mut String, config: &Config, group: u32) {
    let p = ring_type(config);
    let _ = write!(
        out,
        r#"      async.role "mma{group}" warps 4 registers 232 {{
        // Rows {lo} .. {hi} of the tile: A's stage from row {lo}.
        %a_row = arith.constant {lo} : index
        %zero_acc = llvm.mlir.zero : !acc
        %nonempty = arith.cmpi sgt, %steps, %c0 : index
        scf.for %t = %c0 to %my_tiles step %c1 {{
          %base_k = arith.muli %t, %steps : index
"#,
        lo = 64 * group,
        hi = 64 * group + 63,
    );
    tile_origin(out, config, "          ", "");
    let _ = write!(
        out,
        r#"          %result = scf.if %nonempty -> (!acc) {{
            %sa0 = async.stage.consumer_wait %ring_a[%base_k] : {p}
            %sb0 = async.stage.consumer_wait %ring_b[%base_k] : {p}
"#
    );
    mmas(
        out,
        config,
        "            ",
        ("sa0", "sb0"),
        ("zero_acc", "first"),
    );
    let _ = write!(
        out,
        r#"            %last:3 = scf.for %k = %c1 to %steps step %c1
                iter_args(%prev_a = %sa0, %prev_b = %sb0, %acc = %first) -> (!async.stage, !async.stage, !acc) {{
              %cursor = arith.addi %base_k, %k : index
              %sa = async.stage.consumer_wait %ring_a[%cursor] : {p}
              %sb = async.stage.consumer_wait %ring_b[%cursor] : {p}
"#
    );
    mmas(out, config, "              ", ("sa", "sb"), ("acc", "next"));
    let _ = write!(
        out,
        r#"              // The previous K step's group has retired: its stages are free.
              nvvm.wgmma.wait.group.sync.aligned 1
              async.stage.consumer_release %ring_a, %prev_a : {p}
              async.stage.consumer_release %ring_b, %prev_b : {p}
              scf.yield %sa, %sb, %next : !async.stage, !async.stage, !acc
            }}
            nvvm.wgmma.wait.group.sync.aligned 0
            async.stage.consumer_release %ring_a, %last#0 : {p}
            async.stage.consumer_release %ring_b, %last#1 : {p}
            scf.yield %last#2 : !acc
          }} else {{
            scf.yield %zero_acc : !acc
          }}
"#
    );
    // No K step (k_tiles = 0): C is not written.
    out.push_str("          scf.if %nonempty {\n");
    if config.tma_store {
        epilogue_tma(out, config, group);
    } else {
        epilogue(out, config, group);
    }
    out.push_str("          }\n");
    let _ = write!(
        out,
        r#"        }}
      }}
"#
    );
}

/// The place of this thread's accumulator fragment in its warpgroup's 64
/// rows: `%warp`, `%lane`, `%quad` (row in the warp's 8), `%pair` (column
/// pair), `%warp_rows` (the warp's first row); `%wtid` its thread index in
/// the warpgroup.
fn fragment_coordinates(out: &mut String) {
    out.push_str(
        r#"          %wtid = arith.remui %tid, %i32_128 : i32
          %warp = arith.divui %wtid, %i32_32 : i32
          %lane = arith.remui %wtid, %i32_32 : i32
          %quad = arith.divui %lane, %i32_4 : i32
          %pair = arith.remui %lane, %i32_4 : i32
          %warp_rows = arith.muli %warp, %i32_16 : i32
"#,
    );
}

/// Registers `r` and `r + 1` of the accumulator `%{acc}` as the two bf16
/// of `%bf{tag}{r}` (`tag` keeps the names of several accumulators apart).
fn bf16_pair(out: &mut String, (acc, tag): (&str, &str), r: u32) {
    let _ = write!(
        out,
        r#"          %x{tag}{r} = llvm.extractvalue %{acc}[{r}] : !acc
          %y{tag}{r} = llvm.extractvalue %{acc}[{r1}] : !acc
          %v{tag}{r} = llvm.mlir.undef : vector<2xf32>
          %v{tag}{r}_0 = llvm.insertelement %x{tag}{r}, %v{tag}{r}[%zero : i32] : vector<2xf32>
          %v{tag}{r}_1 = llvm.insertelement %y{tag}{r}, %v{tag}{r}_0[%i32_1 : i32] : vector<2xf32>
          %bf{tag}{r} = arith.truncf %v{tag}{r}_1 : vector<2xf32> to vector<2xbf16>
"#,
        r1 = r + 1
    );
}

/// Writes the warpgroup's accumulators to C as bf16: thread t of the
/// warpgroup holds rows 16 (t / 32) + (t mod 32) / 4 + 8 i and columns
/// 8 j + 2 (t mod 4) + c of its 64 rows in register 4 j + 2 i + c.
fn epilogue(out: &mut String, config: &Config, group: u32) {
    fragment_coordinates(out);
    let _ = write!(
        out,
        r#"          %r_in = arith.addi %warp_rows, %quad : i32
          %half = arith.constant {lo} : i32
          %group_row = arith.addi %row0, %half : i32
          %r_top = arith.addi %group_row, %r_in : i32
          %r_bottom = arith.addi %r_top, %i32_8 : i32
          %pair2 = arith.addi %pair, %pair : i32
          %c_in = arith.addi %col0, %pair2 : i32
          %col_base = arith.extui %c_in : i32 to i64
          %n64 = arith.extui %n : i32 to i64
          %rt64 = arith.extui %r_top : i32 to i64
          %rb64 = arith.extui %r_bottom : i32 to i64
          %base0 = arith.muli %rt64, %n64 : i64
          %base1 = arith.muli %rb64, %n64 : i64
"#,
        lo = 64 * group
    );
    for j in 0..config.tile_n / 8 {
        let _ = write!(
            out,
            r#"          %cc{j}_off = arith.constant {off} : i64
          %cc{j} = arith.addi %col_base, %cc{j}_off : i64
"#,
            off = 8 * j
        );
        for i in 0..2 {
            let r = 4 * j + 2 * i;
            bf16_pair(out, ("result", ""), r);
            let _ = write!(
                out,
                r#"          %at{r} = arith.addi %base{i}, %cc{j} : i64
          %to{r} = llvm.getelementptr %c_out[%at{r}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          llvm.store %bf{r}, %to{r} {{alignment = 4 : i64}} : vector<2xbf16>, !llvm.ptr<1>
"#
            );
        }
    }
}

/// Writes the warpgroup's accumulators to C through shared memory: 128
/// columns at a time, into two 64 x 64 boxes laid out as the 128-byte
/// swizzle has them (16-byte chunk c of row r at chunk c ^ (r mod 8): the
/// 32 lanes of a store hit 32 different banks), then its first thread
/// stores the boxes with TMA. Named barrier 12 + g (the warpgroup's 128
/// threads) orders the writes before the stores, and the stores' reads
/// before the next writes.
fn epilogue_tma(out: &mut String, config: &Config, group: u32) {
    epilogue_tma_setup(out, group);
    let rows = EpilogueRows {
        acc: "result",
        rows_from: 64 * group,
        tag: "",
        first: true,
    };
    epilogue_tma_rows(out, config, group, &rows);
}

/// What the staging and the barrier of warpgroup `group`'s TMA epilogue
/// need once, whatever it writes: its fragment coordinates, the staging
/// buffer, the barrier id and its first thread.
fn epilogue_tma_setup(out: &mut String, group: u32) {
    fragment_coordinates(out);
    let _ = write!(
        out,
        r#"          %r_top = arith.addi %warp_rows, %quad : i32
          %r_bottom = arith.addi %r_top, %i32_8 : i32
          %row_bytes = arith.constant 128 : i32
          %top_bytes = arith.muli %r_top, %row_bytes : i32
          %bottom_bytes = arith.muli %r_bottom, %row_bytes : i32
          %pair_bytes = arith.muli %pair, %i32_4 : i32
          %staging = llvm.mlir.addressof @epilogue : !llvm.ptr<3>
          %barrier_id = arith.constant {id} : i32
          %first_thread = arith.cmpi eq, %wtid, %zero : i32
"#,
        id = 12 + group,
    );
}

/// One accumulator of 64 rows that a TMA epilogue writes.
struct EpilogueRows<'a> {
    /// The accumulator value (`!acc`).
    acc: &'a str,
    /// The first row of the CTA tile it holds.
    rows_from: u32,
    /// What keeps this part's value names apart from another's.
    tag: &'a str,
    /// Whether this is the warpgroup's first part (which defines the
    /// swizzled column offsets the parts share).
    first: bool,
}

/// Writes `rows` through warpgroup `group`'s staging, `config.tile_n`
/// columns in passes of 128 (after [`epilogue_tma_setup`]).
fn epilogue_tma_rows(out: &mut String, config: &Config, group: u32, rows: &EpilogueRows) {
    let base = group * EPILOGUE_GROUP_BYTES;
    let t = rows.tag;
    let _ = write!(
        out,
        r#"          %half{t} = arith.constant {lo} : i32
          %c_row{t} = arith.addi %row0, %half{t} : i32
"#,
        lo = rows.rows_from,
    );
    if rows.first {
        for chunk in 0..8 {
            let _ = write!(
                out,
                r#"          %chunk{chunk} = arith.constant {chunk} : i32
          %swz{chunk} = arith.xori %quad, %chunk{chunk} : i32
          %swz_bytes{chunk} = arith.muli %swz{chunk}, %i32_16 : i32
          %in_row{chunk} = arith.addi %swz_bytes{chunk}, %pair_bytes : i32
"#
            );
        }
    }
    for pass in 0..config.tile_n / 128 {
        stage_columns(out, (rows.acc, t), base, pass);
        let _ = write!(
            out,
            r#"          // Every thread of the warpgroup has written these 128 columns.
          nvvm.barrier id = %barrier_id number_of_threads = %i32_128
          scf.if %first_thread {{
"#
        );
        for b in 0..2 {
            let _ = write!(
                out,
                r#"            %box_col{t}{pass}_{b}_off = arith.constant {off} : i32
            %box_col{t}{pass}_{b} = arith.addi %col0, %box_col{t}{pass}_{b}_off : i32
            %box_at{t}{pass}_{b}_c = arith.constant {at} : i32
            %box_at{t}{pass}_{b} = llvm.getelementptr %staging[%box_at{t}{pass}_{b}_c] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
            async.copy.tensor_store %c_out[%c_row{t}, %box_col{t}{pass}_{b}], %box_at{t}{pass}_{b} : !tile_c, !llvm.ptr<3>
"#,
                off = 128 * pass + 64 * b,
                at = base + b * BOX_BYTES,
            );
        }
        let _ = write!(
            out,
            r#"          }}
          // The first warp meets again before the aligned named barrier.
          llvm.inline_asm has_side_effects "bar.warp.sync -1;", "" : () -> ()
          // The stores have read the boxes: they may be written again.
          nvvm.barrier id = %barrier_id number_of_threads = %i32_128
"#
        );
    }
}

/// Pass `pass` of an accumulator's 128 columns into the staging boxes at
/// `base`: this thread's bf16 pairs at their swizzled places.
fn stage_columns(out: &mut String, (acc, t): (&str, &str), base: u32, pass: u32) {
    for jj in 0..16u32 {
        let (j, b, chunk) = (16 * pass + jj, jj / 8, jj % 8);
        for (i, rows) in [(0, "top_bytes"), (1, "bottom_bytes")] {
            let r = 4 * j + 2 * i;
            bf16_pair(out, (acc, t), r);
            let _ = write!(
                out,
                r#"          %box{t}{r} = arith.constant {box_base} : i32
          %at{t}{r}_0 = arith.addi %box{t}{r}, %{rows} : i32
          %at{t}{r} = arith.addi %at{t}{r}_0, %in_row{chunk} : i32
          %to{t}{r} = llvm.getelementptr %staging[%at{t}{r}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
          llvm.store %bf{t}{r}, %to{t}{r} {{alignment = 4 : i64}} : vector<2xbf16>, !llvm.ptr<3>
"#,
                box_base = base + b * BOX_BYTES,
            );
        }
    }
}

fn producer(out: &mut String, config: &Config) {
    let (n, p) = (config.tile_n, ring_type(config));
    let _ = write!(
        out,
        r#"      async.role "producer" warps 4 registers 40 {{
        // Warp 8 runs the producer's side of the rings (one arrival per
        // stage: the warp unit, one warp) and its lane 0 issues the copies;
        // the warpgroup's other warps only hand their registers over.
        %w = arith.divui %tid, %i32_32 : i32
        %lane_p = arith.remui %tid, %i32_32 : i32
        %first_warp = arith.cmpi eq, %w, %i32_8 : i32
        %lead = arith.cmpi eq, %lane_p, %zero : i32
        scf.if %first_warp {{
        scf.for %t = %c0 to %my_tiles step %c1 {{
          %base_k = arith.muli %t, %steps : index
"#
    );
    tile_origin(out, config, "          ", "_p");
    let _ = write!(
        out,
        r#"          scf.for %k = %c0 to %steps step %c1 {{
            %cursor = arith.addi %base_k, %k : index
            %sa = async.stage.producer_acquire %ring_a[%cursor] : {p}
            %sb = async.stage.producer_acquire %ring_b[%cursor] : {p}
            %buf_a = async.stage.buffer %ring_a, %sa : {p} -> memref<{TILE_M}x{TILE_K}xbf16, 3>
            %buf_b = async.stage.buffer %ring_b, %sb : {p} -> memref<{n}x{TILE_K}xbf16, 3>
            %full_a = async.stage.barrier full %ring_a, %sa : {p}
            %full_b = async.stage.barrier full %ring_b, %sb : {p}
            scf.if %lead {{
              %k32 = arith.index_cast %k : index to i32
              %kcol = arith.muli %k32, %i32_64 : i32
              async.copy.tensor %buf_a, %a_map[%row0_p, %kcol], %full_a : memref<{TILE_M}x{TILE_K}xbf16, 3>, !tile_a
{copy_b}            }}
            async.stage.producer_commit %ring_a, %sa : {p}
            async.stage.producer_commit %ring_b, %sb : {p}
          }}
        }}
        }}
      }}
"#,
        copy_b = copy_b(config),
    );
}

/// The producer's tensor copy of the K step's B tile: the whole tile, or
/// with clusters of 2 this CTA's half of its rows, multicast to both CTAs
/// (at the same offset of both stage buffers).
fn copy_b(config: &Config) -> String {
    let n = config.tile_n;
    if config.cluster == 1 {
        return format!(
            r#"              async.copy.tensor %buf_b, %b_map[%col0_p, %kcol], %full_b : memref<{n}x{TILE_K}xbf16, 3>, !tile_b
"#
        );
    }
    let half = n / 2;
    format!(
        r#"              // Rows {half} r .. {half} r + {last} of the B tile, to both CTAs.
              %half_rows = arith.constant {half} : i32
              %half_bytes = arith.constant {bytes} : i32
              %my_rows = arith.muli %rank, %half_rows : i32
              %b_row = arith.addi %col0_p, %my_rows : i32
              %my_bytes = arith.muli %rank, %half_bytes : i32
              %my_offset = arith.index_cast %my_bytes : i32 to index
              %b_base = memref.extract_aligned_pointer_as_index %buf_b : memref<{n}x{TILE_K}xbf16, 3> -> index
              %b_half_at = arith.addi %b_base, %my_offset : index
              %b_half64 = arith.index_cast %b_half_at : index to i64
              %b_half = llvm.inttoptr %b_half64 : i64 to !llvm.ptr<3>
              %both = arith.constant 3 : i32
              // The last coordinate is the CTA mask: both CTAs of the cluster.
              async.copy.tensor %b_half, %b_map[%b_row, %kcol, %both], %full_b : !llvm.ptr<3>, !tile_b
"#,
        last = half - 1,
        bytes = half * TILE_K * 2,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_what_does_not_fit() {
        let big = Config {
            stages: 6,
            ..Config::default()
        };
        assert!(big.check().is_err_and(|e| e.contains("shared memory")));
        let odd = Config {
            tile_n: 192,
            ..Config::default()
        };
        assert!(generate(&odd).is_err_and(|e| e.contains("128 or 256")));
        assert!(Config::default().check().is_ok());
    }

    #[test]
    fn chooses_clusters_of_two_for_an_unaligned_row_pitch() {
        // K = 8200: rows of 16,400 bytes; K = 8256 and 8192: multiples of 128.
        assert_eq!(Config::for_shape(8191, 8184, 8200).cluster, 2);
        assert_eq!(Config::for_shape(4096, 4096, 4000).cluster, 2);
        assert_eq!(Config::for_shape(8192, 8192, 8256).cluster, 1);
        assert_eq!(Config::for_shape(8192, 8192, 1024), Config::default());
        assert_eq!(Config::for_shape(1, 8, 8).cluster, 2);
        for k in [8, 64, 72, 1000, 8200] {
            assert!(Config::for_shape(300, 512, k).check().is_ok());
        }
    }

    #[test]
    fn pingpong_needs_its_tiles_and_fits_three_stages() {
        let pingpong = |tile_n, stages| Config {
            tile_n,
            stages,
            pingpong: true,
            ..Config::default()
        };
        assert!(pingpong(128, 3).check().is_ok());
        assert!(pingpong(128, 2).check().is_ok());
        let shared = |stages| Config {
            shared_ring: true,
            ..pingpong(128, stages)
        };
        assert!(shared(6).check().is_ok());
        assert!(shared(7)
            .check()
            .is_err_and(|e| e.contains("shared memory")));
        assert!(pingpong(128, 4)
            .check()
            .is_err_and(|e| e.contains("shared memory")));
        assert!(pingpong(256, 3)
            .check()
            .is_err_and(|e| e.contains("tile_n must be 128")));
        for other in [
            Config {
                cluster: 2,
                ..pingpong(128, 3)
            },
            Config {
                persistent: false,
                ..pingpong(128, 3)
            },
            Config {
                tma_store: false,
                ..pingpong(128, 3)
            },
        ] {
            assert!(other.check().is_err_and(|e| e.contains("persistent")));
        }
    }

    #[test]
    fn pingpong_takes_turns_on_rings_of_its_own() {
        let Ok(text) = generate(&Config {
            tile_n: 128,
            stages: 3,
            pingpong: true,
            ..Config::default()
        }) else {
            panic!("the ping-pong configuration generates");
        };
        assert_eq!(text.matches("async.pipeline.create").count(), 2);
        assert_eq!(text.matches("async.role \"").count(), 3);
        // Each warpgroup waits for its turn once per tile and passes it
        // once, on the compiler's barriers (no hand-picked id).
        assert_eq!(text.matches("async.turn.wait \"tensor_cores\"").count(), 2);
        assert_eq!(text.matches("async.turn.pass \"tensor_cores\"").count(), 2);
        assert!(!text.contains("nvvm.barrier.arrive"));
        // The first K slice writes the accumulators (scale-d zero).
        assert_eq!(text.matches("wgmma_scale_out<zero>").count(), 4);
        for banned in ["barrier.alloc", "tx_bytes", "parity", "count ="] {
            assert!(!text.contains(banned), "{banned} in the generated kernel");
        }
    }

    #[test]
    fn pingpong_shares_one_ring_in_blocks() {
        let Ok(text) = generate(&Config {
            tile_n: 128,
            stages: 6,
            pingpong: true,
            shared_ring: true,
            ..Config::default()
        }) else {
            panic!("the shared-ring configuration generates");
        };
        assert_eq!(text.matches("async.pipeline.create").count(), 1);
        // Warpgroup g's tile of unit u starts at cursor (2 u + g) steps.
        assert_eq!(text.matches("arith.muli %u, %c2 : index").count(), 4);
        assert!(!text.contains("%ring0"));
    }

    #[test]
    fn states_no_protocol_detail() {
        for persistent in [true, false] {
            let Ok(text) = generate(&Config {
                persistent,
                ..Config::default()
            }) else {
                panic!("the default configuration generates");
            };
            for banned in [
                "barrier.alloc",
                "barrier.wait",
                "barrier.arrive",
                "tx_bytes",
                "parity",
                "count =",
            ] {
                assert!(!text.contains(banned), "{banned} in the generated kernel");
            }
            assert_eq!(text.matches("async.role \"").count(), 3);
        }
    }
}
