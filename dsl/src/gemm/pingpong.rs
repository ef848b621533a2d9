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
//!   (`ir/src/turns.rs`: each a bar.sync of one warpgroup and a
//!   bar.arrive of the other, 256 threads).
//! - The epilogue: the warpgroup's two 64-row halves in turn through its
//!   16 KiB staging (two 64 x 64 boxes behind named barrier 12 + g) and
//!   TMA stores, as the cooperative kernel writes its 64 rows.
//!
//! The compiler derives every phase, count and byte, as for the
//! cooperative kernel; the named barriers of the turns are the kernel's
//! own, which the checker simulates with the rest.

use super::{
    epilogue, prologue,
    steps::{
        acc_type, acquire, buffer, commit, commit_group, copy, descriptor, fence, full, int,
        producer_lanes, raster, release, retire, ring, role, wait, wgmma, Scale,
    },
    Config, Shared, TILE_K, TILE_M,
};
use crate::builder::{Kb, V};
use crate::steps::{address, shared_pointer};
use melior::{
    dialect::{arith::CmpiPredicate, llvm},
    ir::{attribute::DenseI32ArrayAttribute, attribute::StringAttribute},
};
use phaselock_dialect::{builders::r#async as ops, enums::Scope};

/// Rows of a ring's stage: A's 128, then B's 128.
const STAGE_ROWS: u32 = TILE_M + 128;
/// Where B's tile starts in a stage, in bytes.
const B_OFFSET: u32 = TILE_M * TILE_K * 2;
/// Registers of a consumer warpgroup's threads (`setmaxnreg`): its two
/// 64 x 128 f32 accumulators take 128.
const CONSUMER_REGISTERS: i64 = 232;

/// The rings: one per warpgroup, or one both share.
#[derive(Clone, Copy)]
struct Rings<'c, 'a> {
    of: [V<'c, 'a>; 2],
    shared: bool,
}

/// Builds the kernel into `kb`'s block (`cfg` checked, `pingpong` set).
pub(super) fn build_kernel<'c>(cfg: &Config, kb: &Kb<'c, '_>, args: &[V<'c, '_>]) {
    // A stage: A (128 x 64) in rows 0-127, B (128 x 64) in rows 128-255.
    let rings = if cfg.shared_ring {
        let ring = ring(kb, "ab", (cfg.stages, STAGE_ROWS, cfg.elem), Scope::Cta);
        Rings {
            of: [ring, ring],
            shared: true,
        }
    } else {
        let of = [0, 1].map(|g| {
            ring(
                kb,
                &format!("ab{g}"),
                (cfg.stages, STAGE_ROWS, cfg.elem),
                Scope::Cta,
            )
        });
        Rings { of, shared: false }
    };
    let s = prologue(cfg, kb, args);
    let roles = kb.region(|kb| {
        for g in 0..2 {
            role(kb, &format!("mma{g}"), 4, CONSUMER_REGISTERS, |kb| {
                consumer(cfg, kb, &s, rings, g)
            });
        }
        role(kb, "producer", 4, 40, |kb| producer(cfg, kb, &s, rings));
        kb.generic("gpu.yield", &[], &[], &[]);
    });
    kb.op(ops::WarpSpecializeOperationBuilder::new(kb.ctx, kb.loc())
        .roles(roles)
        .build());
}

/// Warpgroup `g`'s tile of the CTA's `u`-th unit: the ring's cursor of its
/// first K step (the unit's two tiles take a shared ring's K steps in
/// turn, warpgroup 0's first), and its first row and column.
#[track_caller]
fn tile<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    rings: Rings<'c, '_>,
    (u, g): (V<'c, '_>, u32),
) -> (V<'c, 'a>, (V<'c, 'a>, V<'c, 'a>)) {
    let base = if rings.shared {
        let tile = kb.add(kb.mul(u, kb.index(2)), kb.index(i64::from(g)));
        kb.mul(tile, s.steps)
    } else {
        kb.mul(u, s.steps)
    };
    let (pair, tn) = raster(cfg, kb, s, u);
    let tm = kb.add(kb.mul(pair, kb.i32(2)), int(kb, g));
    let origin = (kb.mul(tm, int(kb, TILE_M)), kb.mul(tn, int(kb, cfg.tile_n)));
    (base, origin)
}

/// Consumer warpgroup `g`: tile 2 u + g of each of the CTA's units u,
/// all 128 rows of it, its mainloop in its turn at the tensor cores, then
/// its epilogue under the other warpgroup's mainloop.
fn consumer<'c>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>, rings: Rings<'c, '_>, g: u32) {
    let acc = acc_type(kb, cfg.tile_n);
    let zero = kb.val(llvm::zero(acc, kb.loc()));
    let undefined = kb.val(llvm::undef(acc, kb.loc()));
    let nonempty = kb.cmp(CmpiPredicate::Sgt, s.steps, kb.index(0));
    kb.for_range(kb.index(0), s.my_tiles, &[], |kb, u, _| {
        let (base, origin) = tile(cfg, kb, s, rings, (u, g));
        let ring = rings.of[g as usize];
        let result = kb.if_else(
            nonempty,
            &[acc, acc],
            |kb| {
                // The tensor cores' turn (warpgroup 0 holds the first).
                let sequence = StringAttribute::new(kb.ctx, "tensor_cores");
                kb.op(ops::turn_wait(kb.ctx, sequence, kb.loc()));
                let stage = wait(kb, ring, base);
                let first = first_k_step(cfg, kb, ring, stage, undefined);
                let last = kb.for_range(
                    kb.index(1),
                    s.steps,
                    &[stage, first[0], first[1]],
                    |kb, k, c| {
                        let stage = wait(kb, ring, kb.add(base, k));
                        fence(kb);
                        let next = slices(cfg, kb, ring, stage, (kb.index(0), [c[1], c[2]]));
                        // The previous K step's group has retired: its stage is free.
                        retire(kb, 1);
                        release(kb, ring, c[0]);
                        vec![stage, next[0], next[1]]
                    },
                );
                // Every wgmma of the tile is issued: the other warpgroup's turn.
                kb.op(ops::turn_pass(kb.ctx, sequence, kb.loc()));
                retire(kb, 0);
                release(kb, ring, last[0]);
                kb.yield_values(&[last[1], last[2]]);
            },
            |kb| kb.yield_values(&[zero, zero]),
        );
        // No K step (k_tiles = 0): C is not written.
        kb.when(nonempty, |kb| {
            let halves = [(result[0], 0), (result[1], 64)];
            epilogue::tma(cfg, kb, s, g, origin, &halves);
        });
        vec![]
    });
    crate::staging::drain(kb, s.tid);
}

/// The tile's first K step on `stage`: its first K slice's two wgmmas
/// write the accumulators (scale-d zero, so no register is zeroed:
/// zeroing instructions that the code generator places between the fence
/// and a later wgmma would make ptxas wait for the wgmmas in flight;
/// `undefined` stands for the registers they do not read), then the other
/// three slices accumulate. Returns the two accumulators.
#[track_caller]
fn first_k_step<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    ring: V<'c, '_>,
    stage: V<'c, '_>,
    undefined: V<'c, '_>,
) -> Vec<V<'c, 'a>> {
    fence(kb);
    let first = slice(
        cfg,
        kb,
        (ring, stage),
        kb.index(0),
        [undefined; 2],
        Scale::Write,
    );
    slices(cfg, kb, ring, stage, (kb.index(1), first))
}

/// K slices `from` .. 3 of a K step on `stage` into the accumulators
/// `acc` (rows 0-63, rows 64-127), committed as one wgmma group.
#[track_caller]
fn slices<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    ring: V<'c, '_>,
    stage: V<'c, '_>,
    (from, acc): (V<'c, '_>, [V<'c, '_>; 2]),
) -> Vec<V<'c, 'a>> {
    let out = kb.for_range(from, kb.index(4), &acc, |kb, j, acc| {
        slice(cfg, kb, (ring, stage), j, [acc[0], acc[1]], Scale::Add).to_vec()
    });
    commit_group(kb);
    out
}

/// K slice `j` of `stage`: two m64n128k16 wgmmas, A's rows 0-63 into
/// `acc[0]` and 64-127 into `acc[1]`, B from row 128.
#[track_caller]
fn slice<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    (ring, stage): (V<'c, '_>, V<'c, '_>),
    j: V<'c, '_>,
    acc: [V<'c, '_>; 2],
    scale: Scale,
) -> [V<'c, 'a>; 2] {
    let top = descriptor(kb, ring, stage, j, Some(kb.index(0)));
    let low = descriptor(kb, ring, stage, j, Some(kb.index(64)));
    let b = descriptor(kb, ring, stage, j, Some(kb.index(128)));
    let top = wgmma(kb, cfg.tile_n, (top, b), acc[0], scale);
    let low = wgmma(kb, cfg.tile_n, (low, b), acc[1], scale);
    [top, low]
}

/// The producer warpgroup: its warp 8 fills the rings, each unit's tile of
/// warpgroup 0, then warpgroup 1's (the order in which the turns consume
/// them), its lane 0 issuing the copies.
fn producer<'c>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>, rings: Rings<'c, '_>) {
    let (first_warp, lead) = producer_lanes(kb, s);
    kb.when(first_warp, |kb| {
        kb.for_range(kb.index(0), s.my_tiles, &[], |kb, u, _| {
            for g in 0..2 {
                let (base, (row0, col0)) = tile(cfg, kb, s, rings, (u, g));
                let ring = rings.of[g as usize];
                kb.for_range(kb.index(0), s.steps, &[], |kb, k, _| {
                    let stage = acquire(kb, ring, kb.add(base, k));
                    let buf = buffer(kb, ring, stage, (STAGE_ROWS, cfg.elem));
                    let full = full(kb, ring, stage);
                    kb.when(lead, |kb| {
                        let col = kb.mul(kb.to_i32(k), int(kb, TILE_K));
                        // A's tile to the stage's rows 0-127, B's to rows 128-255.
                        let to_a = shared_pointer(kb, address(kb, buf));
                        let at = DenseI32ArrayAttribute::new(kb.ctx, &[B_OFFSET as i32]);
                        let to_b = kb.val(llvm::get_element_ptr(
                            kb.ctx,
                            to_a,
                            at,
                            kb.ty("i8"),
                            kb.ty("!llvm.ptr<3>"),
                            kb.loc(),
                        ));
                        copy(kb, to_a, s.a_map, &[row0, col], full);
                        copy(kb, to_b, s.b_map, &[col0, col], full);
                    });
                    commit(kb, ring, stage);
                    vec![]
                });
            }
            vec![]
        });
    });
}
