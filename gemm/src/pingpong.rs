//! The ping-pong schedule of the bf16 GEMM (`Config::pingpong`), as
//! CUTLASS's "pingpong" kernel runs it: the two consumer warpgroups work on
//! different output tiles, and while one writes its tile's results the
//! other's wgmmas keep the tensor cores busy.
//!
//! - Tiles of 128 x 128, handed out in units of two vertically adjacent
//!   ones (tile rows 2 p and 2 p + 1 of one tile column, which read the
//!   same B tiles), the units in a grouped raster over pairs of tile rows:
//!   the CTA takes the units c, c + nctaid.x, ..., and consumer warpgroup g
//!   the tile of row 2 p + g of each. Every role loops over the CTA's
//!   units, each lap doing the same barrier operations, so the protocol
//!   is the cooperative kernel's nest and the checker proves it for every
//!   trip count. With an odd number of tile rows, the second tile of the
//!   last pair row lies past M: its loads read zeros and its stores write
//!   nothing.
//! - The rings. By default each warpgroup has a ring of its own (`ab0`,
//!   `ab1`, `stages` each), whose stage holds the K step's A tile (rows
//!   0-127) and B tile (rows 128-255), both filled by tensor copies that
//!   complete on the stage's one `full` barrier; the producer warpgroup's
//!   first warp fills the rings in the order the turns consume them (per
//!   unit, warpgroup 0's tile, then warpgroup 1's). A ring is read by its
//!   warpgroup alone: the plain one-consumer schedule, and the checker
//!   proves the protocol for every trip count.
//! - With [`Config::shared_ring`], one ring (`ab`, `stages` deep) of such
//!   stages, which the warpgroups share out in blocks of a tile's K steps
//!   (the compiler's `blocks` schedule): the producer runs up to `stages`
//!   K steps ahead of the tensor cores whichever warpgroup has them, so
//!   the warpgroup whose turn comes finds the ring filled for it. The
//!   turns (below) make every wait of one tile come after every wait of
//!   the tile before, so no wait can pass on a stale phase; the checker
//!   proves the protocol for the trip counts it runs, but its argument for
//!   all trip counts takes one inner loop's K steps per tile of the ring
//!   (here two tiles' per outer lap), so it says "not verified for all
//!   trip counts" (an error under `--check=strict`).
//! - A warpgroup computes its tile's 128 rows with two m64n128k16 wgmmas
//!   per K slice (A's rows 0-63 and 64-127 of the stage), keeps one wgmma
//!   group in flight and releases a K step's stage once the group that
//!   read it has retired, as the cooperative kernel does.
//! - The turns, the same in every lap and for both warpgroups: wait for the
//!   tensor cores' turn (`async.turn.wait "tensor_cores"`), run the
//!   mainloop, pass the turn (`async.turn.pass`), write the tile. Warpgroup
//!   0 holds the first turn. A mainloop thus starts once the other
//!   warpgroup has issued its last wgmma, and each epilogue runs under the
//!   other's mainloop. The named barriers of the turns are the compiler's
//!   (`passes/src/turns.rs`: each a bar.sync of one warpgroup and a
//!   bar.arrive of the other, 256 threads).
//! - The epilogue: the warpgroup's two 64-row halves in turn through its
//!   16 KiB staging (two 64 x 64 boxes behind named barrier 12 + g) and
//!   TMA stores, as the cooperative kernel writes its 64 rows.
//!
//! The compiler derives every phase, count and byte, as for the
//! cooperative kernel; the named barriers of the turns are the kernel's
//! own, which the checker simulates with the rest.

use super::{
    epilogue_tma_rows, epilogue_tma_setup, header, prologue, ring_type, Config, EpilogueRows,
    RING_ATTRS, TILE_K, TILE_M,
};
use std::fmt::Write as _;

/// Rows of a ring's stage: A's 128, then B's 128.
const STAGE_ROWS: u32 = TILE_M + 128;
/// Where B's tile starts in a stage, in bytes.
const B_OFFSET: u32 = TILE_M * TILE_K * 2;

/// The `pipeline.create` lines of the ping-pong's rings: `%ring`, shared
/// by the warpgroups ([`Config::shared_ring`]), else `%ring0` and `%ring1`.
pub(crate) fn rings(config: &Config) -> String {
    let (s, p) = (config.stages, ring_type(config));
    if config.shared_ring {
        return format!(
            r#"    // Both warpgroups' K steps, a tile's at a time: A (128 x {TILE_K}) in rows 0-127, B (128 x {TILE_K}) in rows 128-255, 128-byte swizzled.
    %ring = async.pipeline.create "ab" stages {s} scope cta buffer memref<{STAGE_ROWS}x{TILE_K}xbf16, 3>
        {{{RING_ATTRS}}} : {p}
"#
        );
    }
    let mut out = String::new();
    for g in 0..2 {
        let _ = write!(
            out,
            r#"    // Consumer warpgroup {g}'s K steps: A (128 x {TILE_K}) in rows 0-127, B (128 x {TILE_K}) in rows 128-255, 128-byte swizzled.
    %ring{g} = async.pipeline.create "ab{g}" stages {s} scope cta buffer memref<{STAGE_ROWS}x{TILE_K}xbf16, 3>
        {{{RING_ATTRS}}} : {p}
"#
        );
    }
    out
}

/// The ring warpgroup `group` reads (without its `%`).
fn ring_name(config: &Config, group: u32) -> String {
    if config.shared_ring {
        "ring".into()
    } else {
        format!("ring{group}")
    }
}

/// Registers of a consumer warpgroup's threads (`setmaxnreg`): its two
/// 64 x 128 f32 accumulators take 128.
const CONSUMER_REGISTERS: u32 = 232;

/// What the ping-pong schedule needs of the configuration.
pub(crate) fn check(config: &Config) -> Result<(), String> {
    if config.tile_n != 128 {
        return Err(format!(
            "the ping-pong schedule computes 128 x 128 tiles per warpgroup: tile_n must be 128, got {}",
            config.tile_n
        ));
    }
    if !config.persistent || config.cluster != 1 || !config.tma_store {
        return Err(
            "the ping-pong schedule is persistent, in clusters of 1, with TMA stores".into(),
        );
    }
    Ok(())
}

/// The kernel's text (`config` checked).
pub(crate) fn generate(config: &Config) -> String {
    let mut out = String::new();
    header(&mut out, config);
    prologue(&mut out, config);
    if config.shared_ring {
        out.push_str("    %c2 = arith.constant 2 : index\n");
    }
    out.push_str(
        r#"    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    async.warp_specialize {
"#,
    );
    for group in 0..2 {
        consumer(&mut out, config, group);
    }
    producer(&mut out, config);
    out.push_str("    }\n    gpu.return\n  }\n}\n");
    out
}

/// The prologue's units (after the tile counts): `%units` pairs of
/// vertically adjacent tiles (tile rows 2 p and 2 p + 1 of a tile column;
/// `%pair_rows` = ceil(tile rows / 2)), `%cta` and `%grid` the CTA's place
/// and the grid's size.
pub(crate) fn units(out: &mut String) {
    out.push_str(
        r#"    // This CTA's units (pairs of vertically adjacent tiles): c, c + nctaid.x, ...
    // (ceil((units - c) / nctaid.x) of them).
    %i32_2 = arith.constant 2 : i32
    %m_pairs_up = arith.addi %tiles_m, %i32_1 : i32
    %pair_rows = arith.divui %m_pairs_up, %i32_2 : i32
    %units = arith.muli %pair_rows, %tiles_n : i32
    %cta = nvvm.read.ptx.sreg.ctaid.x : i32
    %grid = nvvm.read.ptx.sreg.nctaid.x : i32
"#,
    );
}

/// Warpgroup `group`'s tile of this CTA's `%u`-th unit: `%base_k`, the
/// ring's first cursor for it (`(2 u + group) steps`), and its origin `%row0{suffix}`,
/// `%col0{suffix}` (i32): the units in the grouped raster over pairs of
/// tile rows, the warpgroup's tile row 2 p + g of the unit's pair p (past
/// M when M has an odd number of tile rows: that tile's loads read zeros
/// and its stores write nothing).
fn tile_origin(out: &mut String, config: &Config, indent: &str, group: u32, suffix: &str) {
    if config.shared_ring {
        let _ = write!(
            out,
            r#"{indent}// The ring's cursor of the tile's first K step: the unit's two tiles take
{indent}// its K steps in turn, warpgroup 0's first.
{indent}%two_u{suffix} = arith.muli %u, %c2 : index
{indent}%tile_i{suffix} = arith.addi %two_u{suffix}, %c{group} : index
{indent}%base_k{suffix} = arith.muli %tile_i{suffix}, %steps : index
"#
        );
    } else {
        let _ = writeln!(
            out,
            "{indent}%base_k{suffix} = arith.muli %u, %steps : index"
        );
    }
    let _ = write!(
        out,
        r#"{indent}%u32{suffix} = arith.index_cast %u : index to i32
{indent}%u_step{suffix} = arith.muli %u32{suffix}, %grid : i32
{indent}%unit{suffix} = arith.addi %cta, %u_step{suffix} : i32
{indent}// The grouped raster: `group_rows` pairs of tile rows at a time, down the columns.
{indent}%in_group{suffix} = arith.muli %group_rows, %tiles_n : i32
{indent}%group{suffix} = arith.divui %unit{suffix}, %in_group{suffix} : i32
{indent}%first_m{suffix} = arith.muli %group{suffix}, %group_rows : i32
{indent}%rest_m{suffix} = arith.subi %pair_rows, %first_m{suffix} : i32
{indent}%short{suffix} = arith.cmpi ult, %rest_m{suffix}, %group_rows : i32
{indent}%rows_here{suffix} = arith.select %short{suffix}, %rest_m{suffix}, %group_rows : i32
{indent}%in{suffix} = arith.remui %unit{suffix}, %in_group{suffix} : i32
{indent}%tm_in{suffix} = arith.remui %in{suffix}, %rows_here{suffix} : i32
{indent}%tm_pair{suffix} = arith.addi %first_m{suffix}, %tm_in{suffix} : i32
{indent}%tn{suffix} = arith.divui %in{suffix}, %rows_here{suffix} : i32
{indent}%tm_twice{suffix} = arith.muli %tm_pair{suffix}, %i32_2 : i32
{indent}%g{suffix} = arith.constant {group} : i32
{indent}%tm{suffix} = arith.addi %tm_twice{suffix}, %g{suffix} : i32
{indent}%row0{suffix} = arith.muli %tm{suffix}, %i32_128 : i32
{indent}%col0{suffix} = arith.muli %tn{suffix}, %tile_cols : i32
"#
    );
}

/// The attributes of the m64n128k16 wgmmas: `scale` is `one` (D += A B)
/// or `zero` (D = A B).
fn wgmma_shape(scale: &str) -> String {
    format!("#nvvm.shape<m = 64, n = 128, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<{scale}>, <wrapped>], A [<bf16>, #nvvm.wgmma_scale_in<one>, <row>], B [<bf16>, #nvvm.wgmma_scale_in<one>, <col>]")
}

/// The first K step of warpgroup `group`'s tile on stage `stage`: its
/// first K slice's two wgmmas write the accumulators (scale-d zero, so no
/// register is zeroed: zeroing instructions that the code generator
/// places between the fence and a later wgmma would make ptxas wait for
/// the wgmmas in flight), then the other three slices accumulate; the
/// results named `res`.
fn first_mmas(
    out: &mut String,
    (config, group): (&Config, u32),
    indent: &str,
    stage: &str,
    res: &str,
) {
    let _ = writeln!(out, "{indent}nvvm.wgmma.fence.aligned");
    let first = Slice {
        j: "c0",
        acc: ["no_acc", "no_acc"],
        names: "0",
        scale: "zero",
    };
    slice(out, (config, group), indent, stage, &first);
    slices(
        out,
        (config, group),
        indent,
        stage,
        ["c1", "top0", "low0", res],
    );
}

/// One K step of warpgroup `group`: two m64n128k16 wgmmas per K slice on
/// the ring's stage `stage` (A's rows 0-63 into the accumulator `top`,
/// 64-127 into `low`; B from row 128), the two results named `res`.
fn mmas(
    out: &mut String,
    (config, group): (&Config, u32),
    indent: &str,
    stage: &str,
    acc: [&str; 3],
) {
    let [top, low, res] = acc;
    let _ = writeln!(out, "{indent}nvvm.wgmma.fence.aligned");
    slices(out, (config, group), indent, stage, ["c0", top, low, res]);
}

/// One K slice of a warpgroup's wgmmas.
struct Slice<'a> {
    /// The K slice (an index value).
    j: &'a str,
    /// The accumulators it reads: rows 0-63, rows 64-127.
    acc: [&'a str; 2],
    /// What the names of its descriptors and results end in.
    names: &'a str,
    /// `one` (D += A B) or `zero` (D = A B).
    scale: &'a str,
}

/// The three descriptors of K slice `s.j` of stage `stage` (A's rows 0 and
/// 64, B's rows from 128) and its two wgmmas into `%top{names}` and
/// `%low{names}`.
fn slice(out: &mut String, (config, group): (&Config, u32), indent: &str, stage: &str, s: &Slice) {
    let p = ring_type(config);
    let ring = ring_name(config, group);
    let shape = wgmma_shape(s.scale);
    let (j, x, [top, low]) = (s.j, s.names, s.acc);
    let _ = write!(
        out,
        r#"{indent}%da_top{x} = async.stage.descriptor %{ring}, %{stage}[%{j}, %c0] : {p}
{indent}%da_low{x} = async.stage.descriptor %{ring}, %{stage}[%{j}, %c64] : {p}
{indent}%db{x} = async.stage.descriptor %{ring}, %{stage}[%{j}, %c128] : {p}
{indent}%top{x} = nvvm.wgmma.mma_async %da_top{x}, %db{x}, %{top}, {shape} : !acc -> !acc
{indent}%low{x} = nvvm.wgmma.mma_async %da_low{x}, %db{x}, %{low}, {shape} : !acc -> !acc
"#
    );
}

/// The K slices `from` .. 3 of a K step (see [`mmas`]) and the commit of
/// its wgmma group.
fn slices(
    out: &mut String,
    (config, group): (&Config, u32),
    indent: &str,
    stage: &str,
    acc: [&str; 4],
) {
    let [from, top, low, res] = acc;
    let _ = writeln!(
        out,
        "{indent}%{res}:2 = scf.for %j = %{from} to %c4 step %c1 iter_args(%top = %{top}, %low = %{low}) -> (!acc, !acc) {{"
    );
    let next = Slice {
        j: "j",
        acc: ["top", "low"],
        names: "2",
        scale: "one",
    };
    slice(out, (config, group), &format!("{indent}  "), stage, &next);
    let _ = write!(
        out,
        r#"{indent}  scf.yield %top2, %low2 : !acc, !acc
{indent}}}
{indent}nvvm.wgmma.commit.group.sync.aligned
"#
    );
}

/// Consumer warpgroup `group`: its tiles' mainloops in turn with the other
/// warpgroup's, and their epilogues.
fn consumer(out: &mut String, config: &Config, group: u32) {
    let p = ring_type(config);
    let ring = ring_name(config, group);
    let _ = write!(
        out,
        r#"      async.role "mma{group}" warps 4 registers {CONSUMER_REGISTERS} {{
        // Tile 2 u + {group} of each of this CTA's units u, all 128 rows of it.
        %zero_acc = llvm.mlir.zero : !acc
        %no_acc = llvm.mlir.undef : !acc
        %nonempty = arith.cmpi sgt, %steps, %c0 : index
        scf.for %u = %c0 to %my_tiles step %c1 {{
"#
    );
    tile_origin(out, config, "          ", group, "");
    let before = "              // The tensor cores' turn (warpgroup 0 holds the first).\n              async.turn.wait \"tensor_cores\"\n";
    let _ = write!(
        out,
        r#"          %result:2 = scf.if %nonempty -> (!acc, !acc) {{
{before}              %s{group} = async.stage.consumer_wait %{ring}[%base_k] : {p}
"#
    );
    let first = format!("s{group}");
    first_mmas(out, (config, group), "              ", &first, "first");
    let _ = write!(
        out,
        r#"              %last:3 = scf.for %k = %c1 to %steps step %c1
                  iter_args(%prev = %s{group}, %acc_top = %first#0, %acc_low = %first#1) -> (!async.stage, !acc, !acc) {{
                %cursor = arith.addi %base_k, %k : index
                %s{group}_k = async.stage.consumer_wait %{ring}[%cursor] : {p}
"#
    );
    let stage = format!("s{group}_k");
    mmas(
        out,
        (config, group),
        "                ",
        &stage,
        ["acc_top", "acc_low", "next"],
    );
    let _ = write!(
        out,
        r#"                // The previous K step's group has retired: its stages are free.
                nvvm.wgmma.wait.group.sync.aligned 1
                async.stage.consumer_release %{ring}, %prev : {p}
                scf.yield %s{group}_k, %next#0, %next#1 : !async.stage, !acc, !acc
              }}
              // Every wgmma of the tile is issued: the other warpgroup's turn.
              async.turn.pass "tensor_cores"
              nvvm.wgmma.wait.group.sync.aligned 0
              async.stage.consumer_release %{ring}, %last#0 : {p}
              scf.yield %last#1, %last#2 : !acc, !acc
          }} else {{
              scf.yield %zero_acc, %zero_acc : !acc, !acc
          }}
          // No K step (k_tiles = 0): C is not written.
          scf.if %nonempty {{
"#
    );
    epilogue_tma_setup(out, group);
    for (half, acc) in ["result#0", "result#1"].iter().enumerate() {
        let tag = format!("h{half}_");
        let rows = EpilogueRows {
            acc,
            rows_from: 64 * half as u32,
            tag: &tag,
            first: half == 0,
        };
        epilogue_tma_rows(out, config, group, &rows);
    }
    out.push_str("          }\n");
    out.push_str("        }\n      }\n");
}

/// The producer warpgroup: its first warp fills the ring, each unit's
/// tile of warpgroup 0, then warpgroup 1's (the order in which the turns
/// consume them), its lane 0 issuing the copies;
/// the other three warps only hand their registers over.
fn producer(out: &mut String, config: &Config) {
    let p = ring_type(config);
    out.push_str(
        r#"      async.role "producer" warps 4 registers 40 {
        %w = arith.divui %tid, %i32_32 : i32
        %lane_p = arith.remui %tid, %i32_32 : i32
        %first_warp = arith.cmpi eq, %w, %i32_8 : i32
        %lead = arith.cmpi eq, %lane_p, %zero : i32
        scf.if %first_warp {
        scf.for %u = %c0 to %my_tiles step %c1 {
"#,
    );
    for group in 0..2u32 {
        let ring = ring_name(config, group);
        let into = if config.shared_ring {
            "the ring"
        } else {
            "its ring"
        };
        let sfx = format!("_p{group}");
        tile_origin(out, config, "          ", group, &sfx);
        let _ = write!(
            out,
            r#"          // Warpgroup {group}'s tile of the unit into {into}.
          scf.for %k = %c0 to %steps step %c1 {{
            %cursor = arith.addi %base_k{sfx}, %k : index
            %s = async.stage.producer_acquire %{ring}[%cursor] : {p}
            %buf = async.stage.buffer %{ring}, %s : {p} -> memref<{STAGE_ROWS}x{TILE_K}xbf16, 3>
            %full = async.stage.barrier full %{ring}, %s : {p}
            scf.if %lead {{
              %k32 = arith.index_cast %k : index to i32
              %kcol = arith.muli %k32, %i32_64 : i32
              // A's tile to the stage's rows 0-127, B's to rows 128-255.
              %at = memref.extract_aligned_pointer_as_index %buf : memref<{STAGE_ROWS}x{TILE_K}xbf16, 3> -> index
              %at64 = arith.index_cast %at : index to i64
              %to_a = llvm.inttoptr %at64 : i64 to !llvm.ptr<3>
              %to_b = llvm.getelementptr %to_a[{B_OFFSET}] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              async.copy.tensor %to_a, %a_map[%row0{sfx}, %kcol], %full : !llvm.ptr<3>, !tile_a
              async.copy.tensor %to_b, %b_map[%col0{sfx}, %kcol], %full : !llvm.ptr<3>, !tile_b
            }}
            async.stage.producer_commit %{ring}, %s : {p}
          }}
"#
        );
    }
    out.push_str(
        "        }
        }
      }
",
    );
}
