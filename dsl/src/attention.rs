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
    /// Whether CTAs loop over tiles (at most one CTA per SM), the next
    /// tile's loads running under the last one's epilogue. Non-causal
    /// only. The checker verifies its protocol for the trip counts it runs
    /// but does not prove it for all (a warning): its nested-loop argument
    /// takes one ring cursor running on by one slot per inner lap, and the
    /// Q ring moves on once per tile.
    pub persistent: bool,
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
            persistent: false,
            block_n: None,
        }
    }
}

/// Query rows per CTA: 64 per consumer warpgroup.
pub const BLOCK_M: u32 = 128;
/// Threads per CTA: two consumer warpgroups and the producer's.
pub const THREADS: u32 = 384;
/// The rings' shared memory at most (sm_90a's 227 KiB per CTA, less the
/// barriers' and the alignment's share).
const SHARED_BYTES: u32 = 227 * 1024 - 1024;

impl Config {
    /// Keys per K/V block.
    pub fn block_n(&self) -> u32 {
        self.block_n
            .unwrap_or(if self.head_dim == 256 { 80 } else { 128 })
    }

    /// Stages of the Q ring: two in a persistent kernel where they fit
    /// (the next tile's Q lands while this one's last blocks run).
    pub fn q_stages(&self) -> u32 {
        let q = BLOCK_M * self.head_dim * 2;
        let kv = 2 * self.stages * self.head_dim * self.block_n() * 2;
        if self.persistent && 2 * q + kv <= SHARED_BYTES {
            2
        } else {
            1
        }
    }

    /// The kernel's argument types, in order: the Q, K and V tensor maps,
    /// O's and the LSE's pointers, then `seq`, `group` and (persistent)
    /// `heads`, `tiles` as `i32`.
    pub fn arg_types(&self) -> Vec<String> {
        let map = |rows: u32| format!("!async.tensor_map<{rows}x64xbf16, swizzle 128>");
        let mut args = vec![map(BLOCK_M), map(self.block_n()), map(self.block_n())];
        args.extend(["!llvm.ptr<1>".to_string(), "!llvm.ptr<1>".to_string()]);
        let scalars = if self.persistent { 4 } else { 2 };
        args.extend((0..scalars).map(|_| "i32".to_string()));
        args
    }

    /// The kernel's symbol.
    pub fn kernel_name(&self) -> String {
        let mask = if self.causal { "causal" } else { "full" };
        let persistent = if self.persistent { "_persistent" } else { "" };
        format!("attention_d{}_{mask}{persistent}", self.head_dim)
    }

    /// What is wrong with this configuration, if anything.
    pub fn check(&self) -> Result<(), String> {
        if ![64, 128, 256].contains(&self.head_dim) {
            return Err(format!("head dim {} is not 64, 128 or 256", self.head_dim));
        }
        let bn = self.block_n();
        if !bn.is_multiple_of(16) || !(16..=256).contains(&bn) {
            return Err(format!(
                "{bn} keys per block: a multiple of 16 (a P V step) from 16 to 256 (a wgmma's N)"
            ));
        }
        if self.persistent && self.causal {
            return Err("--persistent is for non-causal attention: causal tiles differ in length, and a static share of them leaves SMs idle".into());
        }
        if !(1..=4).contains(&self.stages) {
            return Err(format!("{} stages: 1 to 4", self.stages));
        }
        let ring = self.head_dim * self.block_n() * 2;
        let bytes = self.q_stages() * BLOCK_M * self.head_dim * 2 + 2 * self.stages * ring;
        if bytes > SHARED_BYTES {
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
             seq = S, group = H / H_kv{more} (i32)\n\
             block: {THREADS} threads; grid: {grid}; dynamic shared memory as published",
            more = if self.persistent { ", heads = H, tiles = ceil(S / 128) * B * H" } else { "" },
            grid = if self.persistent {
                "min(tiles, SMs) x 1 x 1 (CTA c takes tiles c, c + nctaid.x, ...)"
            } else {
                "ceil(S / 128) x H x B"
            },
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
    group: V<'c, 'a>,
    /// Persistent: Q heads, and the tiles (query blocks x heads x batch:
    /// an argument of its own, so that the checker varies the tile loop
    /// and the key-block loop each by an argument of its own).
    heads: Option<(V<'c, 'a>, V<'c, 'a>)>,
    tid: V<'c, 'a>,
}

/// One tile: 128 query rows of one head, and the key blocks they see.
struct Tile<'c, 'a> {
    /// The tile's first query row within the head.
    q0: V<'c, 'a>,
    /// Q's and O's row of the head's row 0; K's and V's.
    q_base: V<'c, 'a>,
    kv_base: V<'c, 'a>,
    /// Key blocks to visit.
    blocks: V<'c, 'a>,
}

/// The tile of query block `qb` of head `head` in batch `batch`.
#[track_caller]
#[allow(clippy::too_many_arguments)]
fn tile<'c, 'a>(
    cfg: &Config,
    kb: &Kb<'c, 'a>,
    s: &Shared<'c, '_>,
    qb: V<'c, '_>,
    head: V<'c, '_>,
    heads: V<'c, '_>,
    batch: V<'c, '_>,
) -> Tile<'c, 'a> {
    let bn = cfg.block_n() as i64;
    let q0 = kb.mul(qb, kb.i32(BLOCK_M as i64));
    let q_head = kb.add(kb.mul(batch, heads), head);
    let kv_head = kb.add(kb.mul(batch, kb.div(heads, s.group)), kb.div(head, s.group));
    let all = kb.ceil_div(s.seq, bn);
    let seen = if cfg.causal {
        let last_row = kb.add(q0, kb.i32(BLOCK_M as i64));
        kb.min(all, kb.ceil_div(last_row, bn))
    } else {
        all
    };
    Tile {
        q0,
        q_base: kb.mul(q_head, s.seq),
        kv_base: kb.mul(kv_head, s.seq),
        blocks: kb.to_index(seen),
    }
}

/// Runs `body` on each of the CTA's tiles with the Q ring's cursor and
/// the K/V rings' first cursor: its one tile from the grid, or (persistent)
/// tiles c, c + nctaid.x, ... of ceil(S / 128) * B * H, the query blocks
/// of one head together (in reverse, longest first, when causal), the
/// K/V cursors running on from tile to tile.
#[track_caller]
fn each_tile<'c, F>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>, body: F)
where
    F: for<'b> Fn(&Kb<'c, 'b>, &Tile<'c, 'b>, V<'c, 'b>, V<'c, 'b>),
{
    let Some((heads, tiles)) = s.heads else {
        let x = kb.sreg("ctaid.x");
        let qb = if cfg.causal {
            kb.sub(kb.sub(kb.sreg("nctaid.x"), kb.i32(1)), x)
        } else {
            x
        };
        let (head, heads, batch) = (kb.sreg("ctaid.y"), kb.sreg("nctaid.y"), kb.sreg("ctaid.z"));
        let t = tile(cfg, kb, s, qb, head, heads, batch);
        body(kb, &t, kb.index(0), kb.index(0));
        return;
    };
    let q_blocks = kb.ceil_div(s.seq, BLOCK_M as i64);
    let (cta, grid) = (kb.sreg("ctaid.x"), kb.sreg("nctaid.x"));
    let mine = kb.cmp(CmpiPredicate::Ugt, tiles, cta);
    let share = kb.ceil_div_by(kb.sub(tiles, cta), grid);
    let count = kb.to_index(kb.select(mine, share, kb.i32(0)));
    kb.for_range(kb.index(0), count, &[kb.index(0)], |kb, i, c| {
        let t = kb.add(cta, kb.mul(kb.to_i32(i), grid));
        let within = kb.rem(t, q_blocks);
        let qb = if cfg.causal {
            kb.sub(kb.sub(q_blocks, kb.i32(1)), within)
        } else {
            within
        };
        let bh = kb.div(t, q_blocks);
        let (head, batch) = (kb.rem(bh, heads), kb.div(bh, heads));
        let t = tile(cfg, kb, s, qb, head, heads, batch);
        body(kb, &t, i, c[0]);
        vec![kb.add(c[0], t.blocks)]
    });
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
    let ring_q = ring("q", cfg.q_stages(), BLOCK_M as i64);
    let ring_k = ring("k", cfg.stages, bn);
    let ring_v = ring("v", cfg.stages, bn);
    let s = Shared {
        ring_q,
        ring_k,
        ring_v,
        q_map: args[0],
        k_map: args[1],
        v_map: args[2],
        o_out: args[3],
        lse_out: args[4],
        seq: args[5],
        group: args[6],
        heads: cfg.persistent.then(|| (args[7], args[8])),
        tid: kb.sreg("tid.x"),
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

/// The producer warpgroup: for each tile its first warp's lane 0 copies
/// Q, then K_j and V_j for every key block, each 64-column half by one
/// tensor copy.
#[track_caller]
fn producer<'c>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>) {
    let warp = kb.div(s.tid, kb.i32(32));
    let first_warp = kb.cmp(CmpiPredicate::Eq, warp, kb.i32(8));
    let lane = kb.rem(s.tid, kb.i32(32));
    let lead = kb.cmp(CmpiPredicate::Eq, lane, kb.i32(0));
    kb.when(first_warp, |kb| {
        each_tile(cfg, kb, s, |kb, t, qc, base| {
            let some = kb.cmp(CmpiPredicate::Sgt, t.blocks, kb.index(0));
            kb.when(some, |kb| {
                let q_row = kb.add(t.q_base, t.q0);
                fill(cfg, kb, s.ring_q, qc, s.q_map, q_row, BLOCK_M, lead);
                let bn = cfg.block_n();
                kb.for_range(kb.index(0), t.blocks, &[], |kb, j, _| {
                    let keys = kb.mul(kb.to_i32(j), kb.i32(bn as i64));
                    let kv_row = kb.add(t.kv_base, keys);
                    let cursor = kb.add(base, j);
                    fill(cfg, kb, s.ring_k, cursor, s.k_map, kv_row, bn, lead);
                    fill(cfg, kb, s.ring_v, cursor, s.v_map, kv_row, bn, lead);
                    vec![]
                });
            });
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

/// Consumer warpgroup `g`: rows 64 g .. 64 g + 63 of each tile.
#[track_caller]
fn consumer<'c>(cfg: &Config, kb: &Kb<'c, '_>, s: &Shared<'c, '_>, g: i64) {
    each_tile(cfg, kb, s, |kb, t, qc, base| {
        // A tile without key blocks has no query row either (S = 0): the
        // producer skips it too.
        let some = kb.cmp(CmpiPredicate::Sgt, t.blocks, kb.index(0));
        kb.when(some, |kb| {
            let sq = wait(kb, s.ring_q, qc);
            key_blocks(cfg, kb, s, t, sq, base, g);
        });
    });
}

/// The key blocks of tile `t` for consumer warpgroup `g` (at least one;
/// K/V cursors from `base`), Q's stage `sq` released once the last S is,
/// then its rows of O and the LSE.
#[track_caller]
#[allow(clippy::too_many_arguments)]
fn key_blocks<'c>(
    cfg: &Config,
    kb: &Kb<'c, '_>,
    s: &Shared<'c, '_>,
    t: &Tile<'c, '_>,
    sq: V<'c, '_>,
    base: V<'c, '_>,
    g: i64,
) {
    let d = cfg.head_dim as usize;
    let my_q0 = kb.add(t.q0, kb.i32(64 * g));
    let no_max = kb.splat_f32(2, "0xFF800000");
    let no_sum = kb.splat_f32(2, "0.0");
    // Block 0: S_0 alone, its softmax, O = 0.
    let sk = wait(kb, s.ring_k, base);
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
        t.blocks,
        &[first.0.m, first.0.l, first.0.p, o0],
        |kb, j, c| {
            let cursor = kb.add(base, j);
            let sk = wait(kb, s.ring_k, cursor);
            let sv = wait(kb, s.ring_v, kb.sub(cursor, kb.index(1)));
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
    // Every S has retired: Q's stage is free for the next tile.
    release(kb, s.ring_q, sq);
    let last = kb.add(base, kb.sub(t.blocks, kb.index(1)));
    let sv = wait(kb, s.ring_v, last);
    let p = a_registers(cfg, kb, out[2]);
    let o = turn(kb, |kb| {
        let o = pv(kb, s, sv, &p, out[3]);
        commit(kb);
        o
    });
    retire(kb, 0);
    release(kb, s.ring_v, sv);
    epilogue(cfg, kb, s, t, my_q0, (out[0], out[1], o));
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
    t: &Tile<'c, '_>,
    my_q0: V<'c, '_>,
    (m, l, o): (V<'c, '_>, V<'c, '_>, V<'c, '_>),
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
        let at_row = kb.mul(kb.add(t.q_base, row), kb.i32(d as i64 / 2));
        kb.when(inside, |kb| {
            for i in 0..d as i64 / 8 {
                let e = 4 * i + 2 * half;
                let col = kb.extract(coords[1], e);
                let at = kb.add(at_row, kb.div(col, kb.i32(2)));
                kb.store_global(kb.extract(packed, e / 2), s.o_out, kb.to_i64(at));
            }
            kb.when(lse_lane, |kb| {
                let at = kb.to_i64(kb.add(t.q_base, row));
                kb.store_global(kb.extract(lse, half), s.lse_out, at);
            });
        });
    }
}
