//! The attention forward generator (`attn-gen`): FlashAttention-3's
//! schedule for sm_90a, built through typed builders.
//!
//! O = softmax(Q Kᵀ / √d) V per head, bf16 in and out, f32 accumulation,
//! the log-sum-exp of each query row (natural log) beside it. Q, K, V and
//! O are [batch · heads · seq, d] row-major (BHSD); K and V may have fewer
//! heads than Q (GQA/MQA: `group` query heads share one). A CTA takes 128
//! query rows of one head; its roles:
//! - two consumer warpgroups (warps 0-3 and 4-7, 240 registers), each with
//!   64 of the rows: S = Q K_jᵀ by wgmma from the stages, the online
//!   softmax in registers (`async.fragment.*`), O += P V_j by wgmma with P
//!   from registers and V MN-major. They take turns at the tensor cores
//!   (`async.turn.*`): one issues S_j and P_{j-1} V_{j-1} while the other
//!   runs its softmax;
//! - a producer warpgroup (warps 8-11, 24 registers) whose first lane
//!   copies Q once and K_j, V_j into two rings of `stages` by TMA.
//!
//! Key blocks past `seq` are masked (and, causal, those past the query);
//! rows past `seq` are not stored. No phase bit, barrier count, byte count
//! or descriptor field is written here: the compiler derives them and the
//! checker proves the protocol for every trip count.

use crate::builder::{Kb, V};
use melior::{
    dialect::arith::CmpiPredicate,
    ir::{
        attribute::{IntegerAttribute, StringAttribute, TypeAttribute},
        r#type::IntegerType,
        Type, ValueLike,
    },
};
use phaselock_dialect::{
    builders::r#async as ops,
    enums::{ArriveUnit, BarrierKind, ReduceKind, Scope},
};

/// What to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Config {
    /// The head dimension: 64, 128 or 256.
    pub head_dim: u32,
    /// Whether key j is masked for query i < j.
    pub causal: bool,
    /// Stages of the K and V rings.
    pub stages: u32,
    /// Keys per K/V block; `None`: 128, or 80 at head dim 256 (the
    /// accumulators' registers and the rings' shared memory).
    pub block_n: Option<u32>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            head_dim: 128,
            causal: false,
            stages: 2,
            block_n: None,
        }
    }
}

/// Query rows per CTA: 64 per consumer warpgroup.
pub const BLOCK_M: u32 = 128;
/// Threads per CTA: two consumer warpgroups and the producer's.
pub const THREADS: u32 = 384;

impl Config {
    /// Keys per K/V block.
    pub fn block_n(&self) -> u32 {
        self.block_n
            .unwrap_or(if self.head_dim == 256 { 80 } else { 128 })
    }

    /// The kernel's symbol.
    pub fn kernel_name(&self) -> String {
        let mask = if self.causal { "causal" } else { "full" };
        format!("attention_d{}_{mask}", self.head_dim)
    }

    /// What is wrong with this configuration, if anything.
    pub fn check(&self) -> Result<(), String> {
        if ![64, 128, 256].contains(&self.head_dim) {
            return Err(format!("head dim {} is not 64, 128 or 256", self.head_dim));
        }
        let bn = self.block_n();
        if bn % 16 != 0 || !(16..=256).contains(&bn) {
            return Err(format!(
                "{bn} keys per block: a multiple of 16 (a P V step) from 16 to 256 (a wgmma's N)"
            ));
        }
        if !(1..=4).contains(&self.stages) {
            return Err(format!("{} stages: 1 to 4", self.stages));
        }
        let ring = self.head_dim * self.block_n() * 2;
        let bytes = BLOCK_M * self.head_dim * 2 + 2 * self.stages * ring;
        if bytes > 227 * 1024 {
            return Err(format!(
                "{} stages of {} KiB K and V blocks do not fit in shared memory",
                self.stages,
                ring / 1024
            ));
        }
        Ok(())
    }

    /// How to launch the kernel.
    pub fn contract(&self) -> String {
        format!(
            "kernel {name}: O = softmax(Q K^T / sqrt({d})) V{causal}, bf16 in and out, LSE f32\n\
             arguments: q (tensor map of Q, [B * H * S, {d}] bf16, box 128 x 64, 128-byte swizzle), \
             k, v (tensor maps of K and V, [B * H_kv * S, {d}] bf16, box {bn} x 64, 128-byte swizzle), \
             o (pointer to O, [B * H * S, {d}] bf16), lse (pointer, [B * H * S] f32), \
             seq = S, group = H / H_kv (i32)\n\
             block: {THREADS} threads; grid: ceil(S / 128) x H x B; dynamic shared memory as published",
            name = self.kernel_name(),
            d = self.head_dim,
            bn = self.block_n(),
            causal = if self.causal { ", causal" } else { "" },
        )
    }
}

/// The values every role reads, computed before the roles split.
struct Shared<'c, 'a> {
    ring_q: V<'c, 'a>,
    ring_k: V<'c, 'a>,
    ring_v: V<'c, 'a>,
    q_map: V<'c, 'a>,
    k_map: V<'c, 'a>,
    v_map: V<'c, 'a>,
    o_out: V<'c, 'a>,
    lse_out: V<'c, 'a>,
    seq: V<'c, 'a>,
    tid: V<'c, 'a>,
    /// The CTA's first query row within the head.
    q0: V<'c, 'a>,
    /// Q's and O's row of the head's row 0; K's and V's.
    q_base: V<'c, 'a>,
    kv_base: V<'c, 'a>,
    /// Key blocks to visit.
    blocks: V<'c, 'a>,
}

/// Builds the kernel into `kb`'s block (the body of the `gpu.func`
/// whose arguments are `args`).
#[track_caller]
pub fn build_kernel<'c>(cfg: &Config, kb: &Kb<'c, '_>, args: &[V<'c, '_>]) {
    let d = cfg.head_dim as i64;
    let bn = cfg.block_n() as i64;
    let halves = d / 64;
    let ring = |name: &str, stages: u32, rows: i64| {
        let buffer = kb.ty(&format!("memref<{halves}x{rows}x64xbf16, 3>"));
        kb.val(
            ops::PipelineCreateOperationBuilder::new(kb.ctx, kb.loc())
                .pipeline(phaselock_dialect::types::pipeline(kb.ctx, stages as i64))
                .stages(IntegerAttribute::new(i64_type(kb), stages as i64))
                .buffer(TypeAttribute::new(buffer))
                ._name(StringAttribute::new(kb.ctx, name))
                .scope(Scope::Cta.attribute(kb.ctx))
                .producer_unit(ArriveUnit::Warp.attribute(kb.ctx))
                .consumer_unit(ArriveUnit::Warpgroup.attribute(kb.ctx))
                .swizzle(IntegerAttribute::new(i64_type(kb), 128))
                .build(),
        )
    };
    let ring_q = ring("q", 1, BLOCK_M as i64);
    let ring_k = ring("k", cfg.stages, bn);
    let ring_v = ring("v", cfg.stages, bn);
    let seq = args[5];
    let group = args[6];
    // Causal CTAs take the longest query blocks first.
    let x = kb.sreg("ctaid.x");
    let qb = if cfg.causal {
        let last = kb.sub(kb.sreg("nctaid.x"), kb.i32(1));
        kb.sub(last, x)
    } else {
        x
    };
    let (head, heads, batch) = (kb.sreg("ctaid.y"), kb.sreg("nctaid.y"), kb.sreg("ctaid.z"));
    let q0 = kb.mul(qb, kb.i32(BLOCK_M as i64));
    let q_head = kb.add(kb.mul(batch, heads), head);
    let kv_head = kb.add(kb.mul(batch, kb.div(heads, group)), kb.div(head, group));
    let all = kb.ceil_div(seq, bn);
    let seen = if cfg.causal {
        let last_row = kb.add(q0, kb.i32(BLOCK_M as i64));
        kb.min(all, kb.ceil_div(last_row, bn))
    } else {
        all
    };
    let blocks = kb.to_index(seen);
    let s = Shared {
        ring_q,
        ring_k,
        ring_v,
        q_map: args[0],
        k_map: args[1],
        v_map: args[2],
        o_out: args[3],
        lse_out: args[4],
        seq,
        tid: kb.sreg("tid.x"),
        q0,
        q_base: kb.mul(q_head, seq),
        kv_base: kb.mul(kv_head, seq),
        blocks,
    };
    let roles = kb.region(|kb| {
        for g in 0..2 {
            role(kb, &format!("softmax{g}"), 4, 240, |kb| {
                consumer(cfg, kb, &s, g)
            });
        }
        role(kb, "producer", 4, 24, |kb| producer(cfg, kb, &s));
        kb.generic("gpu.yield", &[], &[], &[]);
    });
    kb.op(ops::WarpSpecializeOperationBuilder::new(kb.ctx, kb.loc())
        .roles(roles)
        .build());
}

#[track_caller]
fn i64_type<'c>(kb: &Kb<'c, '_>) -> Type<'c> {
    IntegerType::new(kb.ctx, 64).into()
}

/// One `async.role` of `warps` warps and a register budget.
#[track_caller]
fn role<'c, F>(kb: &Kb<'c, '_>, name: &str, warps: i64, registers: i64, body: F)
where
    F: for<'b> FnOnce(&Kb<'c, 'b>),
{
    let region = kb.region(|kb| {
        body(kb);
        kb.generic("gpu.yield", &[], &[], &[]);
    });
    kb.op(ops::RoleOperationBuilder::new(kb.ctx, kb.loc())
        ._name(StringAttribute::new(kb.ctx, name))
        .warps(IntegerAttribute::new(i64_type(kb), warps))
        .registers(IntegerAttribute::new(i64_type(kb), registers))
        .body(region)
        .build());
}

/// The producer warpgroup: its first warp's lane 0 copies Q, then K_j and
/// V_j for every key block, each 64-column half by one tensor copy.
#[track_caller]
fn producer<'c>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>) {
    let warp = kb.div(s.tid, kb.i32(32));
    let first_warp = kb.cmp(CmpiPredicate::Eq, warp, kb.i32(8));
    let lane = kb.rem(s.tid, kb.i32(32));
    let lead = kb.cmp(CmpiPredicate::Eq, lane, kb.i32(0));
    kb.when(first_warp, |kb| {
        let q_row = kb.add(s.q_base, s.q0);
        fill(
            cfg,
            kb,
            s.ring_q,
            kb.index(0),
            s.q_map,
            q_row,
            BLOCK_M,
            lead,
        );
        let bn = cfg.block_n();
        kb.for_range(kb.index(0), s.blocks, &[], |kb, j, _| {
            let keys = kb.mul(kb.to_i32(j), kb.i32(bn as i64));
            let kv_row = kb.add(s.kv_base, keys);
            fill(cfg, kb, s.ring_k, j, s.k_map, kv_row, bn, lead);
            fill(cfg, kb, s.ring_v, j, s.v_map, kv_row, bn, lead);
            vec![]
        });
    });
}

/// Acquires stage `k` of `ring`, copies `rows` x d from `map` at `row`
/// into it (lane 0), and commits it.
#[allow(clippy::too_many_arguments)]
#[track_caller]
fn fill<'c>(
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

/// The state a consumer carries from key block to key block.
struct Online<'c, 'a> {
    /// Row maxima of the scaled scores (log2 units) and row sums.
    m: V<'c, 'a>,
    l: V<'c, 'a>,
    /// P_j packed as the next wgmma's A registers.
    p: V<'c, 'a>,
}

/// Consumer warpgroup `g`: rows 64 g .. 64 g + 63 of the CTA's block.
#[track_caller]
fn consumer<'c>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>, g: i64) {
    let sq = wait(kb, s.ring_q, kb.index(0));
    // No key block (no query row either: the grid is empty then).
    let some = kb.cmp(CmpiPredicate::Sgt, s.blocks, kb.index(0));
    kb.when(some, |kb| key_blocks(cfg, kb, s, sq, g));
    release(kb, s.ring_q, sq);
}

/// The key blocks of consumer warpgroup `g` (at least one), then its rows
/// of O and the LSE.
#[track_caller]
fn key_blocks<'c>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>, sq: V<'c, '_>, g: i64) {
    let d = cfg.head_dim as usize;
    let my_q0 = kb.add(s.q0, kb.i32(64 * g));
    let no_max = kb.splat_f32(2, "0xFF800000");
    let no_sum = kb.splat_f32(2, "0.0");
    // Block 0: S_0 alone, its softmax, O = 0.
    let sk = wait(kb, s.ring_k, kb.index(0));
    let zero = kb.splat_f32(cfg.block_n() as usize / 2, "0.0");
    let s0 = turn(kb, |kb| {
        let s0 = scores(cfg, kb, s, sq, sk, g, zero);
        commit(kb);
        s0
    });
    retire(kb, 0);
    release(kb, s.ring_k, sk);
    let first = softmax(cfg, kb, s, s0, kb.index(0), my_q0, no_max, no_sum);
    let o0 = kb.splat_f32(d / 2, "0.0");
    // Blocks 1 ..: S_j and P_{j-1} V_{j-1} issued in one turn; S_j's
    // softmax runs under P_{j-1} V_{j-1} (FA3's intra-warpgroup overlap)
    // and under the other warpgroup's turn.
    let out = kb.for_range(
        kb.index(1),
        s.blocks,
        &[first.0.m, first.0.l, first.0.p, o0],
        |kb, j, c| {
            let prev = kb.sub(j, kb.index(1));
            let sk = wait(kb, s.ring_k, j);
            let sv = wait(kb, s.ring_v, prev);
            // Every register the wgmmas read is written before the turn's fence.
            let p = a_registers(cfg, kb, c[2]);
            let zero = kb.splat_f32(cfg.block_n() as usize / 2, "0.0");
            let (sj, o) = turn(kb, |kb| {
                let sj = scores(cfg, kb, s, sq, sk, g, zero);
                commit(kb);
                let o = pv(kb, s, sv, &p, c[3]);
                commit(kb);
                (sj, o)
            });
            retire(kb, 1);
            release(kb, s.ring_k, sk);
            let next = softmax(cfg, kb, s, sj, j, my_q0, c[0], c[1]);
            retire(kb, 0);
            release(kb, s.ring_v, sv);
            let alpha = kb.val(ops::fragment_broadcast_rows(
                kb.ctx,
                kb.ty(&format!("vector<{}xf32>", d / 2)),
                next.1,
                kb.loc(),
            ));
            let scaled = kb.mulf(o, alpha);
            vec![next.0.m, next.0.l, next.0.p, scaled]
        },
    );
    let last = kb.sub(s.blocks, kb.index(1));
    let sv = wait(kb, s.ring_v, last);
    let p = a_registers(cfg, kb, out[2]);
    let o = turn(kb, |kb| {
        let o = pv(kb, s, sv, &p, out[3]);
        commit(kb);
        o
    });
    retire(kb, 0);
    release(kb, s.ring_v, sv);
    epilogue(cfg, kb, s, my_q0, out[0], out[1], o);
}

/// Waits for stage `k` of `ring` to be full.
#[track_caller]
fn wait<'c, 'a>(kb: &Kb<'c, 'a>, ring: V<'c, '_>, k: V<'c, '_>) -> V<'c, 'a> {
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
fn release<'c>(kb: &Kb<'c, '_>, ring: V<'c, '_>, stage: V<'c, '_>) {
    kb.op(ops::stage_consumer_release(kb.ctx, ring, stage, kb.loc()));
}

/// The warpgroup's turn at the tensor cores: `issue` adds and commits
/// wgmmas (after a fence: the registers they read were written by
/// ordinary instructions), then the turn passes to the other warpgroup.
#[track_caller]
fn turn<'c, 'a, T, F>(kb: &Kb<'c, 'a>, issue: F) -> T
where
    F: FnOnce(&Kb<'c, 'a>) -> T,
{
    let seq = StringAttribute::new(kb.ctx, "tensor_cores");
    kb.op(ops::turn_wait(kb.ctx, seq, kb.loc()));
    kb.generic("nvvm.wgmma.fence.aligned", &[], &[], &[]);
    let issued = issue(kb);
    kb.op(ops::turn_pass(kb.ctx, seq, kb.loc()));
    issued
}

/// Commits the wgmmas issued since the last commit as one group.
#[track_caller]
fn commit(kb: &Kb<'_, '_>) {
    kb.generic("nvvm.wgmma.commit.group.sync.aligned", &[], &[], &[]);
}

/// Waits until at most `pending` committed groups are still running.
#[track_caller]
fn retire(kb: &Kb<'_, '_>, pending: i64) {
    let n = IntegerAttribute::new(i64_type(kb), pending).into();
    kb.generic(
        "nvvm.wgmma.wait.group.sync.aligned",
        &[],
        &[],
        &[kb.named("group", n)],
    );
}

/// S_j = Q K_jᵀ for the warpgroup's 64 rows from stage `sk` (issued, not
/// yet retired).
#[track_caller]
fn scores<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    sq: V<'c, '_>,
    sk: V<'c, '_>,
    g: i64,
    zero: V<'c, 'a>,
) -> V<'c, 'a> {
    let bn = cfg.block_n() as i64;
    let mut acc = zero;
    for half in 0..cfg.head_dim as i64 / 64 {
        for kk in 0..4 {
            let dq = descriptor(kb, s.ring_q, sq, kk, half * BLOCK_M as i64 + 64 * g, false);
            let dk = descriptor(kb, s.ring_k, sk, kk, half * bn, false);
            acc = kb.val(
                ops::WarpgroupMmaOperationBuilder::new(kb.ctx, kb.loc())
                    .result(acc.r#type())
                    .acc(acc)
                    .a(dq)
                    .b(dk)
                    .build(),
            );
        }
    }
    acc
}

/// O + P V from stage `sv` (V MN-major; P as the A registers of each K
/// step of 16 keys; issued, not yet retired).
#[track_caller]
fn pv<'c, 'a>(
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    sv: V<'c, '_>,
    p: &[V<'c, '_>],
    o: V<'c, 'a>,
) -> V<'c, 'a> {
    let mut acc = o;
    let mn = StringAttribute::new(kb.ctx, "mn");
    for (t, &a) in p.iter().enumerate() {
        let t = t as i64;
        let dv = descriptor(kb, s.ring_v, sv, t, 0, true);
        acc = kb.val(
            ops::WarpgroupMmaOperationBuilder::new(kb.ctx, kb.loc())
                .result(acc.r#type())
                .acc(acc)
                .a(a)
                .b(dv)
                .b_major(mn)
                .build(),
        );
    }
    acc
}

/// P's packed registers split into the A operands of its K steps of 16
/// keys.
#[track_caller]
fn a_registers<'c, 'a>(cfg: &Config, kb: &Kb<'c, 'a>, packed: V<'c, '_>) -> Vec<V<'c, 'a>> {
    (0..cfg.block_n() as i64 / 16)
        .map(|t| kb.slice(packed, 4 * t, 4))
        .collect()
}

/// The matrix descriptor of K slice `kk` from tile row `row` of a stage.
#[track_caller]
fn descriptor<'c, 'a>(
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

/// The online softmax of S_j: masks keys past `seq` (and, causal, past
/// the query), updates the row maxima and sums, and returns them with
/// P_j packed, and the factor O is rescaled by.
#[allow(clippy::too_many_arguments)]
#[track_caller]
fn softmax<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    scores: V<'c, '_>,
    j: V<'c, '_>,
    my_q0: V<'c, '_>,
    m: V<'c, '_>,
    l: V<'c, '_>,
) -> (Online<'c, 'a>, V<'c, 'a>) {
    let n = cfg.block_n() as usize / 2;
    let vec_i32 = kb.ty(&format!("vector<{n}xi32>"));
    let vec_f32 = kb.ty(&format!("vector<{n}xf32>"));
    let rows_type = kb.ty("vector<2xf32>");
    let first_key = kb.mul(kb.to_i32(j), kb.i32(cfg.block_n() as i64));
    // Only the blocks that reach past `seq` (or, causal, past the
    // warpgroup's first query) are masked.
    let end = kb.add(first_key, kb.i32(cfg.block_n() as i64));
    let mut partial = kb.cmp(CmpiPredicate::Ugt, end, s.seq);
    if cfg.causal {
        let past = kb.cmp(CmpiPredicate::Ugt, end, kb.add(my_q0, kb.i32(1)));
        partial = kb.ori(partial, past);
    }
    let masked = kb.if_else(
        partial,
        &[vec_f32],
        |kb| {
            let coords = kb.vals(ops::fragment_coordinates(
                kb.ctx,
                vec_i32,
                vec_i32,
                kb.loc(),
            ));
            let key = kb.add(coords[1], kb.broadcast(first_key, n));
            let mut keep = kb.cmp(CmpiPredicate::Ult, key, kb.broadcast(s.seq, n));
            if cfg.causal {
                let query = kb.add(coords[0], kb.broadcast(my_q0, n));
                keep = kb.and(keep, kb.cmp(CmpiPredicate::Ule, key, query));
            }
            kb.yield_values(&[kb.select(keep, scores, kb.splat_f32(n, "0xFF800000"))]);
        },
        |kb| kb.yield_values(&[scores]),
    )[0];
    // Scores in log2 units: s · log2(e) / √d.
    let scale = std::f64::consts::LOG2_E / (cfg.head_dim as f64).sqrt();
    let block_max = kb.val(ops::fragment_reduce_rows(
        kb.ctx,
        rows_type,
        masked,
        ReduceKind::Max.attribute(kb.ctx),
        kb.loc(),
    ));
    let scale2 = kb.splat_f32(2, &format!("{scale:e}"));
    let m_new = kb.maxf(m, kb.mulf(block_max, scale2));
    let alpha = kb.math("exp2", kb.subf(m, m_new));
    let shift = kb.val(ops::fragment_broadcast_rows(
        kb.ctx,
        vec_f32,
        m_new,
        kb.loc(),
    ));
    let neg_shift = kb.subf(kb.splat_f32(n, "0.0"), shift);
    let p = kb.math(
        "exp2",
        kb.fma(masked, kb.splat_f32(n, &format!("{scale:e}")), neg_shift),
    );
    let sum = kb.val(ops::fragment_reduce_rows(
        kb.ctx,
        rows_type,
        p,
        ReduceKind::Add.attribute(kb.ctx),
        kb.loc(),
    ));
    let l_new = kb.addf(kb.mulf(l, alpha), sum);
    let packed_type = kb.ty(&format!("vector<{}xi32>", n / 2));
    let packed = kb.val(
        ops::FragmentPackOperationBuilder::new(kb.ctx, kb.loc())
            .packed(packed_type)
            .fragment(p)
            .build(),
    );
    (
        Online {
            m: m_new,
            l: l_new,
            p: packed,
        },
        alpha,
    )
}

/// O / l to bf16 rows of O, and the rows' log-sum-exp (natural log) to
/// `lse`, for the rows before `seq`.
#[allow(clippy::too_many_arguments)]
#[track_caller]
fn epilogue<'c>(
    cfg: &Config,
    kb: &Kb<'c, '_>,
    s: &Shared<'c, '_>,
    my_q0: V<'c, '_>,
    m: V<'c, '_>,
    l: V<'c, '_>,
    o: V<'c, '_>,
) {
    let d = cfg.head_dim as usize;
    let vec_f32 = kb.ty(&format!("vector<{}xf32>", d / 2));
    let vec_i32 = kb.ty(&format!("vector<{}xi32>", d / 2));
    let inv = kb.divf(kb.splat_f32(2, "1.0"), l);
    let inv = kb.val(ops::fragment_broadcast_rows(kb.ctx, vec_f32, inv, kb.loc()));
    let packed_type = kb.ty(&format!("vector<{}xi32>", d / 4));
    let packed = kb.val(
        ops::FragmentPackOperationBuilder::new(kb.ctx, kb.loc())
            .packed(packed_type)
            .fragment(kb.mulf(o, inv))
            .build(),
    );
    let coords = kb.vals(ops::fragment_coordinates(
        kb.ctx,
        vec_i32,
        vec_i32,
        kb.loc(),
    ));
    let pair = kb.rem(s.tid, kb.i32(4));
    let lse_lane = kb.cmp(CmpiPredicate::Eq, pair, kb.i32(0));
    let lse = kb.mulf(
        kb.addf(m, kb.math("log2", l)),
        kb.splat_f32(2, &format!("{:e}", std::f64::consts::LN_2)),
    );
    for half in 0..2 {
        // Elements 4 i + 2 half and the one after: row r + 8 half, columns 8 i + 2 pair.
        let row = kb.add(my_q0, kb.extract(coords[0], 2 * half));
        let inside = kb.cmp(CmpiPredicate::Ult, row, s.seq);
        let at_row = kb.mul(kb.add(s.q_base, row), kb.i32(d as i64 / 2));
        kb.when(inside, |kb| {
            for i in 0..d as i64 / 8 {
                let e = 4 * i + 2 * half;
                let col = kb.extract(coords[1], e);
                let at = kb.add(at_row, kb.div(col, kb.i32(2)));
                kb.store_global(kb.extract(packed, e / 2), s.o_out, kb.to_i64(at));
            }
            kb.when(lse_lane, |kb| {
                let at = kb.to_i64(kb.add(s.q_base, row));
                kb.store_global(kb.extract(lse, half), s.lse_out, at);
            });
        });
    }
}
