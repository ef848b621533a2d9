//! The dialect ops the schedule is made of: the rings and roles, the
//! CTA's share of the tiles and where each tile lies, a stage's acquire,
//! buffer, fill and commit, its wait and release, and the wgmmas of a K
//! step on the stages' descriptors.

use super::{config::Elem, Config, Shared, Work, TILE_M};
use crate::builder::{Kb, V};
pub(super) use crate::steps::{commit_group, fence, i64_type, retire, role};
use melior::{
    dialect::arith::CmpiPredicate,
    ir::{
        attribute::{IntegerAttribute, StringAttribute, TypeAttribute},
        Type, ValueLike,
    },
};
use phaselock_dialect::{
    builders::r#async as ops,
    enums::{ArriveUnit, BarrierKind, Scope},
    types,
};

/// `kb.i32` of a `u32`.
#[track_caller]
pub(super) fn int<'c, 'a>(kb: &Kb<'c, 'a>, value: u32) -> V<'c, 'a> {
    kb.i32(i64::from(value))
}

/// The accumulator of an m64n`n` wgmma: `n / 2` f32 registers per thread.
#[track_caller]
pub(super) fn acc_type<'c>(kb: &Kb<'c, '_>, n: u32) -> Type<'c> {
    let registers = vec!["f32"; n as usize / 2].join(", ");
    kb.ty(&format!("!llvm.struct<({registers})>"))
}

/// The type of a stage buffer of `rows` rows of 128 bytes of `elem`.
fn stage_type<'c>(kb: &Kb<'c, '_>, rows: u32, elem: Elem) -> Type<'c> {
    let k = super::config::ROW_BYTES / elem.bytes();
    kb.ty(&format!("memref<{rows}x{k}x{}, 3>", elem.mlir()))
}

/// A ring of `stages` 128-byte-swizzled stage buffers of `rows` rows of
/// 128 bytes of `elem` (64 bf16, 128 FP8), filled by one warp and
/// released by warps.
#[track_caller]
pub(super) fn ring<'c, 'a>(
    kb: &Kb<'c, 'a>,
    name: &str,
    (stages, rows, elem): (u32, u32, Elem),
    scope: Scope,
) -> V<'c, 'a> {
    let buffer = stage_type(kb, rows, elem);
    kb.val(
        ops::PipelineCreateOperationBuilder::new(kb.ctx, kb.loc())
            .pipeline(types::pipeline(kb.ctx, i64::from(stages)))
            .stages(IntegerAttribute::new(i64_type(kb), i64::from(stages)))
            .buffer(TypeAttribute::new(buffer))
            ._name(StringAttribute::new(kb.ctx, name))
            .scope(scope.attribute(kb.ctx))
            .producer_unit(ArriveUnit::Warp.attribute(kb.ctx))
            .consumer_unit(ArriveUnit::Warp.attribute(kb.ctx))
            .swizzle(IntegerAttribute::new(i64_type(kb), 128))
            .build(),
    )
}

/// The CTA's (or cluster's) share of `work` units handed out c, c +
/// grid, ...: ceil((work - c) / grid), none when work <= c (an index).
#[track_caller]
pub(super) fn share<'c, 'a>(
    kb: &Kb<'c, 'a>,
    work: V<'c, '_>,
    cta: V<'c, '_>,
    grid: V<'c, '_>,
) -> V<'c, 'a> {
    let mine = kb.cmp(CmpiPredicate::Ugt, work, cta);
    let share = kb.ceil_div_by(kb.sub(work, cta), grid);
    kb.to_index(kb.select(mine, share, kb.i32(0)))
}

/// Unit `t` of the CTA (unit c + t grid) in the grouped raster,
/// `group_m` unit rows at a time down the columns: its unit row and its
/// tile column (i32).
#[track_caller]
pub(super) fn raster<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    t: V<'c, '_>,
) -> (V<'c, 'a>, V<'c, 'a>) {
    let Work::Strided {
        cta, grid, rows, ..
    } = s.work
    else {
        panic!("the raster is of a persistent kernel");
    };
    let unit = kb.add(cta, kb.mul(kb.to_i32(t), grid));
    let group_rows = int(kb, cfg.group_m);
    let in_group = kb.mul(group_rows, s.tiles_n);
    let first_row = kb.mul(kb.div(unit, in_group), group_rows);
    let rest = kb.sub(rows, first_row);
    let short = kb.cmp(CmpiPredicate::Ult, rest, group_rows);
    let rows_here = kb.select(short, rest, group_rows);
    let within = kb.rem(unit, in_group);
    let row = kb.add(first_row, kb.rem(within, rows_here));
    (row, kb.div(within, rows_here))
}

/// The first row and column (i32) of the CTA's `t`-th tile: its one tile,
/// or the raster's, the tile row of this CTA of a pair with clusters of 2.
#[track_caller]
pub(super) fn tile_origin<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    t: V<'c, '_>,
) -> (V<'c, 'a>, V<'c, 'a>) {
    let (tm, tn) = match s.work {
        Work::One { tile } => (kb.div(tile, s.tiles_n), kb.rem(tile, s.tiles_n)),
        Work::Strided { rank: None, .. } => raster(cfg, kb, s, t),
        Work::Strided {
            rank: Some(rank), ..
        } => {
            let (pair, tn) = raster(cfg, kb, s, t);
            (kb.add(kb.mul(pair, kb.i32(2)), rank), tn)
        }
    };
    (kb.mul(tm, int(kb, TILE_M)), kb.mul(tn, int(kb, cfg.tile_n)))
}

/// The producer's warp 8 and its lane 0, as conditions: the warp runs
/// the producer's side of the rings (one arrival per stage, the warp
/// unit), its lane 0 issues the copies, and the warpgroup's other warps
/// only hand their registers over.
#[track_caller]
pub(super) fn producer_lanes<'c, 'a>(
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
) -> (V<'c, 'a>, V<'c, 'a>) {
    let warp = kb.div(s.tid, kb.i32(32));
    let lane = kb.rem(s.tid, kb.i32(32));
    let first_warp = kb.cmp(CmpiPredicate::Eq, warp, kb.i32(8));
    let lead = kb.cmp(CmpiPredicate::Eq, lane, kb.i32(0));
    (first_warp, lead)
}

/// Acquires stage `k` of `ring` for filling.
#[track_caller]
pub(super) fn acquire<'c, 'a>(kb: &Kb<'c, 'a>, ring: V<'c, '_>, k: V<'c, '_>) -> V<'c, 'a> {
    kb.val(ops::stage_producer_acquire(
        kb.ctx,
        types::stage(kb.ctx),
        ring,
        k,
        kb.loc(),
    ))
}

/// The buffer (`rows` rows of 128 bytes of `elem`) of `stage` of `ring`.
#[track_caller]
pub(super) fn buffer<'c, 'a>(
    kb: &Kb<'c, 'a>,
    ring: V<'c, '_>,
    stage: V<'c, '_>,
    (rows, elem): (u32, Elem),
) -> V<'c, 'a> {
    let ty = stage_type(kb, rows, elem);
    kb.val(ops::stage_buffer(kb.ctx, ty, ring, stage, kb.loc()))
}

/// The `full` barrier of `stage` of `ring`, for the copies to complete on.
#[track_caller]
pub(super) fn full<'c, 'a>(kb: &Kb<'c, 'a>, ring: V<'c, '_>, stage: V<'c, '_>) -> V<'c, 'a> {
    kb.val(ops::stage_barrier(
        kb.ctx,
        types::mbarrier(kb.ctx),
        ring,
        stage,
        BarrierKind::Full.attribute(kb.ctx),
        kb.loc(),
    ))
}

/// A tensor copy of `map`'s box at `at` into `to`, completing on `full`.
#[track_caller]
pub(super) fn copy(
    kb: &Kb<'_, '_>,
    to: V<'_, '_>,
    map: V<'_, '_>,
    at: &[V<'_, '_>],
    full: V<'_, '_>,
) {
    kb.op(ops::CopyTensorOperationBuilder::new(kb.ctx, kb.loc())
        .dst(to)
        .tensor_map(map)
        .barrier(full)
        .indices(at)
        .build());
}

/// Publishes `stage` of `ring` as filled.
#[track_caller]
pub(super) fn commit(kb: &Kb<'_, '_>, ring: V<'_, '_>, stage: V<'_, '_>) {
    kb.op(ops::stage_producer_commit(kb.ctx, ring, stage, kb.loc()));
}

/// Waits for stage `k` of `ring` to be full.
#[track_caller]
pub(super) fn wait<'c, 'a>(kb: &Kb<'c, 'a>, ring: V<'c, '_>, k: V<'c, '_>) -> V<'c, 'a> {
    kb.val(ops::stage_consumer_wait(
        kb.ctx,
        types::stage(kb.ctx),
        ring,
        k,
        kb.loc(),
    ))
}

/// Releases `stage` of `ring`.
#[track_caller]
pub(super) fn release(kb: &Kb<'_, '_>, ring: V<'_, '_>, stage: V<'_, '_>) {
    kb.op(ops::stage_consumer_release(kb.ctx, ring, stage, kb.loc()));
}

/// The matrix descriptor of K slice `kk` of a stage, from tile row `row`
/// (none: row 0, left to the op's default).
#[track_caller]
pub(super) fn descriptor<'c, 'a>(
    kb: &Kb<'c, 'a>,
    ring: V<'c, '_>,
    stage: V<'c, '_>,
    kk: V<'c, '_>,
    row: Option<V<'c, '_>>,
) -> V<'c, 'a> {
    let offsets: Vec<V> = std::iter::once(kk).chain(row).collect();
    kb.val(
        ops::StageDescriptorOperationBuilder::new(kb.ctx, kb.loc())
            .descriptor(i64_type(kb))
            .pipeline(ring)
            .stage(stage)
            .offsets(&offsets)
            .build(),
    )
}

/// Whether a wgmma adds to its accumulator (D += A B) or writes it (D =
/// A B).
#[derive(Clone, Copy)]
pub(super) enum Scale {
    /// D += A B.
    Add,
    /// D = A B: the accumulator's registers are not read.
    Write,
}

/// One m64n`n`k16 bf16 wgmma, f32 accumulation, A and B K-major from the
/// descriptors `a` and `b`.
#[track_caller]
pub(super) fn wgmma<'c, 'a>(
    kb: &Kb<'c, 'a>,
    n: u32,
    (a, b): (V<'c, '_>, V<'c, '_>),
    acc: V<'c, '_>,
    scale: Scale,
) -> V<'c, 'a> {
    let scale = match scale {
        Scale::Add => "one",
        Scale::Write => "zero",
    };
    let attributes = [
        ("shape", format!("#nvvm.shape<m = 64, n = {n}, k = 16>")),
        ("typeA", "#nvvm.wgmma_type<bf16>".into()),
        ("typeB", "#nvvm.wgmma_type<bf16>".into()),
        ("typeD", "#nvvm.wgmma_type<f32>".into()),
        ("scaleD", format!("#nvvm.wgmma_scale_out<{scale}>")),
        ("scaleA", "#nvvm.wgmma_scale_in<one>".into()),
        ("scaleB", "#nvvm.wgmma_scale_in<one>".into()),
        ("layoutA", "#nvvm.mma_layout<row>".into()),
        ("layoutB", "#nvvm.mma_layout<col>".into()),
        ("satfinite", "#nvvm.mma_int_overflow<wrapped>".into()),
    ]
    .map(|(name, value)| kb.named(name, kb.attr(&value)));
    let ty = acc.r#type();
    let op = kb.generic("nvvm.wgmma.mma_async", &[acc, a, b], &[ty], &attributes);
    op.result(0).expect("result").into()
}
