//! The FP8 steps of the cooperative kernel's consumer warpgroups
//! (`gemm-gen --dtype e4m3|e5m2`): K steps on FP8 stages, the promotion
//! of their partial sums, and the per-tensor scales.
//!
//! A stage row is 128 bytes as in the bf16 kernel, so a K step is 128
//! elements: four m64n`tile_n`k32 wgmmas (`async.warpgroup.mma` with
//! `a_type`/`b_type` e4m3 or e5m2) on the same descriptors, whose K slice
//! is 32 bytes for every type. The accumulator is the wgmma fragment,
//! `vector<(tile_n / 2) x f32>`.
//!
//! The tensor cores add FP8 products at less than f32 precision, so by
//! default each K step's partial sum is promoted into an f32 sum of the
//! registers (the two-level accumulation of cuBLAS and CUTLASS, promoted
//! every four k32 wgmmas): a K step's group starts from zero, retires,
//! and is added to the sum. A fragment and the sum live at once (2 x 96
//! registers at tile_n 192, the default; 2 x 64 at 128). With fast
//! accumulation every K step adds into one fragment with one group in
//! flight, as the bf16 kernel does. C = scale_a scale_b (A Bᵀ), rounded to
//! bf16 and written by the bf16 kernel's TMA epilogue.

use super::{
    steps::{commit_group, descriptor, fence, release, retire, wait},
    Config, Rings, Shared,
};
use crate::builder::{Kb, V};
use melior::ir::{attribute::StringAttribute, ValueLike};
use phaselock_dialect::builders::r#async as ops;

/// scale_a scale_b, read once from the two pointers.
#[track_caller]
pub(super) fn scale<'c, 'a>(kb: &Kb<'c, 'a>, s: &Shared<'c, '_>) -> V<'c, 'a> {
    let (a, b) = s.scales.expect("an FP8 kernel has scales");
    let f32_type = kb.ty("f32");
    let load = |ptr| {
        let op = kb.generic("llvm.load", &[ptr], &[f32_type], &[]);
        op.result(0).expect("result").into()
    };
    kb.mulf(load(a), load(b))
}

/// The fragment `acc` times `scale` (scale_a scale_b), element by element.
#[track_caller]
pub(super) fn scaled<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    acc: V<'c, '_>,
    scale: V<'c, '_>,
) -> V<'c, 'a> {
    kb.mulf(acc, kb.broadcast(scale, cfg.tile_n as usize / 2))
}

/// The `steps` K steps (at least one) of a tile from ring cursor `base`
/// for warpgroup `g`, promoting: each step's group starts from zero, retires
/// (`wait.group 0`), is added to the f32 sum and releases its stages. The
/// warpgroup's tensor-core time between two groups is covered by the
/// other consumer warpgroup's group, issued meanwhile; no fragment is in
/// flight across a loop edge or while it is read.
pub(super) fn promoted<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    rings: Rings<'c, '_>,
    (steps, base, g): (V<'c, '_>, V<'c, '_>, u32),
    zero: V<'c, '_>,
) -> V<'c, 'a> {
    let sum = kb.for_range(kb.index(0), steps, &[zero], |kb, k, sum| {
        let cursor = kb.add(base, k);
        let (sa, sb) = (wait(kb, rings.a, cursor), wait(kb, rings.b, cursor));
        let partial = mmas(cfg, kb, rings, (sa, sb, g), zero);
        retire(kb, 0);
        let sum = kb.addf(sum[0], partial);
        release(kb, rings.a, sa);
        release(kb, rings.b, sb);
        vec![sum]
    });
    sum[0]
}

/// The K step's four k32 wgmmas of warpgroup `g` on stages `sa` and `sb`
/// (A's rows from 64 g) added to `acc`, committed as one group.
#[track_caller]
pub(super) fn mmas<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    rings: Rings<'c, '_>,
    (sa, sb, g): (V<'c, '_>, V<'c, '_>, u32),
    acc: V<'c, '_>,
) -> V<'c, 'a> {
    fence(kb);
    let ty = StringAttribute::new(kb.ctx, cfg.elem.name());
    let out = kb.for_range(kb.index(0), kb.index(4), &[acc], |kb, j, acc| {
        let a = descriptor(kb, rings.a, sa, j, Some(kb.index(i64::from(64 * g))));
        let b = descriptor(kb, rings.b, sb, j, None);
        vec![kb.val(
            ops::WarpgroupMmaOperationBuilder::new(kb.ctx, kb.loc())
                .result(acc[0].r#type())
                .acc(acc[0])
                .a(a)
                .b(b)
                .a_type(ty)
                .b_type(ty)
                .build(),
        )]
    });
    commit_group(kb);
    out[0]
}
