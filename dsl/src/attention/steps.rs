//! The dialect ops the schedule is made of: filling a stage by TMA,
//! waiting and releasing, the warpgroup's turn at the tensor cores, and
//! the two GEMMs (S = Q Kᵀ from descriptors, O += P V with P from
//! registers).

use super::{Config, Shared, ROWS_PER_WARPGROUP};
use crate::builder::{Kb, V};
pub(super) use crate::steps::{commit_group, fence, i64_type, retire, role};
use melior::ir::{attribute::StringAttribute, r#type::IntegerType, Type, ValueLike};
use phaselock_dialect::{builders::r#async as ops, enums::BarrierKind};

/// Acquires stage `k` of `ring`, copies `rows` x d from `map` at `row`
/// into it (lane 0), and commits it.
#[allow(clippy::too_many_arguments)]
#[track_caller]
pub(super) fn fill<'c>(
    cfg: &Config,
    kb: &Kb<'c, '_>,
    ring: V<'c, '_>,
    k: V<'c, '_>,
    map: V<'c, '_>,
    row: V<'c, '_>,
    rows: u32,
    lead: V<'c, '_>,
) {
    let stage = kb.val(ops::stage_producer_acquire(
        kb.ctx,
        phaselock_dialect::types::stage(kb.ctx),
        ring,
        k,
        kb.loc(),
    ));
    let buffer_type = kb.ty(&format!("memref<{}x{rows}x64xbf16, 3>", cfg.head_dim / 64));
    let buffer = kb.val(ops::stage_buffer(
        kb.ctx,
        buffer_type,
        ring,
        stage,
        kb.loc(),
    ));
    let full = kb.val(ops::stage_barrier(
        kb.ctx,
        phaselock_dialect::types::mbarrier(kb.ctx),
        ring,
        stage,
        BarrierKind::Full.attribute(kb.ctx),
        kb.loc(),
    ));
    kb.when(lead, |kb| {
        let at = kb.generic(
            "memref.extract_aligned_pointer_as_index",
            &[buffer],
            &[Type::index(kb.ctx)],
            &[],
        );
        let at = kb.cast(at.result(0).expect("r").into(), i64_type(kb));
        let ptr3 = kb.ty("!llvm.ptr<3>");
        let base = kb.generic("llvm.inttoptr", &[at], &[ptr3], &[]);
        let base: V = base.result(0).expect("r").into();
        for half in 0..cfg.head_dim as i64 / 64 {
            let bytes = kb.i32(half * rows as i64 * 128);
            let i8_type = IntegerType::new(kb.ctx, 8).into();
            let to = kb.val(melior::dialect::llvm::get_element_ptr_dynamic(
                kb.ctx,
                base,
                &[bytes],
                i8_type,
                ptr3,
                kb.loc(),
            ));
            let col = kb.i32(half * 64);
            kb.op(ops::CopyTensorOperationBuilder::new(kb.ctx, kb.loc())
                .dst(to)
                .tensor_map(map)
                .barrier(full)
                .indices(&[row, col])
                .build());
        }
    });
    kb.op(ops::stage_producer_commit(kb.ctx, ring, stage, kb.loc()));
}

/// Waits for stage `k` of `ring` to be full.
#[track_caller]
pub(super) fn wait<'c, 'a>(kb: &Kb<'c, 'a>, ring: V<'c, '_>, k: V<'c, '_>) -> V<'c, 'a> {
    let stage_type = phaselock_dialect::types::stage(kb.ctx);
    kb.val(ops::stage_consumer_wait(
        kb.ctx,
        stage_type,
        ring,
        k,
        kb.loc(),
    ))
}

/// Releases `stage` of `ring`.
#[track_caller]
pub(super) fn release<'c>(kb: &Kb<'c, '_>, ring: V<'c, '_>, stage: V<'c, '_>) {
    kb.op(ops::stage_consumer_release(kb.ctx, ring, stage, kb.loc()));
}

/// The warpgroup's turn at the tensor cores: `issue` adds and commits
/// wgmmas (after a fence: the registers they read were written by
/// ordinary instructions), then the turn passes to the other warpgroup.
#[track_caller]
pub(super) fn turn<'c, 'a, T, F>(kb: &Kb<'c, 'a>, issue: F) -> T
where
    F: FnOnce(&Kb<'c, 'a>) -> T,
{
    let seq = StringAttribute::new(kb.ctx, "tensor_cores");
    kb.op(ops::turn_wait(kb.ctx, seq, kb.loc()));
    fence(kb);
    let issued = issue(kb);
    kb.op(ops::turn_pass(kb.ctx, seq, kb.loc()));
    issued
}

/// The descriptors of Q's K slices for the warpgroup's 64 rows, in the
/// order [`scores`] takes them: from stage `sq`; paired, from the second
/// tile's stage where the condition beside it holds. Built before the turn
/// (a select per lap would otherwise lengthen the turn).
#[track_caller]
pub(super) fn queries<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    (sq, second): (V<'c, '_>, Option<(V<'c, '_>, V<'c, '_>)>),
    g: i64,
) -> Vec<V<'c, 'a>> {
    let mut out = Vec::new();
    for half in 0..cfg.head_dim as i64 / 64 {
        for kk in 0..4 {
            let row = half * cfg.block_m() as i64 + ROWS_PER_WARPGROUP as i64 * g;
            let dq = descriptor(kb, s.ring_q, sq, kk, row, false);
            out.push(match second {
                None => dq,
                Some((sq2, c)) => {
                    let ring = s.ring_q2.expect("a second Q stage has its ring");
                    kb.select(c, descriptor(kb, ring, sq2, kk, row, false), dq)
                }
            });
        }
    }
    out
}

/// S_j = Q K_jᵀ for the warpgroup's 64 rows from stage `sk` (issued, not
/// yet retired), Q's slices by their descriptors `dq` ([`queries`]).
#[track_caller]
pub(super) fn scores<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    dq: &[V<'c, '_>],
    sk: V<'c, '_>,
    zero: V<'c, 'a>,
) -> V<'c, 'a> {
    let bn = cfg.block_n() as i64;
    let mut acc = zero;
    for half in 0..cfg.head_dim as i64 / 64 {
        for kk in 0..4 {
            let dk = descriptor(kb, s.ring_k, sk, kk, half * bn, false);
            acc = kb.val(
                ops::WarpgroupMmaOperationBuilder::new(kb.ctx, kb.loc())
                    .result(acc.r#type())
                    .acc(acc)
                    .a(dq[(4 * half + kk) as usize])
                    .b(dk)
                    .build(),
            );
        }
    }
    acc
}

/// O + P V from stage `sv` (V MN-major; P as the A registers of each K
/// step of 16 keys; issued, not yet retired); where `keep` is given and
/// false, P V alone (the first step does not accumulate O).
#[track_caller]
pub(super) fn pv<'c, 'a>(
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    sv: V<'c, '_>,
    p: &[V<'c, '_>],
    (o, keep): (V<'c, 'a>, Option<V<'c, '_>>),
) -> V<'c, 'a> {
    let mut acc = o;
    let mn = StringAttribute::new(kb.ctx, "mn");
    for (t, &a) in p.iter().enumerate() {
        let t = t as i64;
        let dv = descriptor(kb, s.ring_v, sv, t, 0, true);
        let mut mma = ops::WarpgroupMmaOperationBuilder::new(kb.ctx, kb.loc())
            .result(acc.r#type())
            .acc(acc)
            .a(a)
            .b(dv)
            .b_major(mn);
        if let (0, Some(keep)) = (t, keep) {
            mma = mma.accumulate(keep);
        }
        acc = kb.val(mma.build());
    }
    acc
}

/// P's packed registers split into the A operands of its K steps of 16
/// keys.
#[track_caller]
pub(super) fn a_registers<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    packed: V<'c, '_>,
) -> Vec<V<'c, 'a>> {
    (0..cfg.block_n() as i64 / 16)
        .map(|t| kb.slice(packed, 4 * t, 4))
        .collect()
}

/// The matrix descriptor of K slice `kk` from tile row `row` of a stage.
#[track_caller]
pub(super) fn descriptor<'c, 'a>(
    kb: &Kb<'c, 'a>,
    ring: V<'c, '_>,
    stage: V<'c, '_>,
    kk: i64,
    row: i64,
    mn: bool,
) -> V<'c, 'a> {
    let offsets = [kb.index(kk), kb.index(row)];
    let builder = ops::StageDescriptorOperationBuilder::new(kb.ctx, kb.loc())
        .descriptor(i64_type(kb))
        .pipeline(ring)
        .stage(stage)
        .offsets(if mn { &offsets[..1] } else { &offsets[..] });
    if mn {
        kb.val(builder.major(StringAttribute::new(kb.ctx, "mn")).build())
    } else {
        kb.val(builder.build())
    }
}
