// attn-gen builds the attention forward through typed builders; every
// variant compiles with the checker strict and no report (head dims 64,
// 128 and 256, causal and not, 1 to 3 stages, two and three consumer
// warpgroups), and its protocol is proven for every trip count, the causal
// bound on the CTA index included.
// REQUIRES: attn-gen
// RUN: %attn-gen --head-dim 64 --consumers 2 --emit ptx --check strict -o %t.d64.ptx 2>&1 | %FileCheck %s --check-prefix=QUIET
// RUN: %attn-gen --head-dim 64 --causal --emit ptx --check strict -o /dev/null 2>&1 | %FileCheck %s --check-prefix=QUIET
// RUN: %attn-gen --head-dim 128 --emit mlir --check strict -o /dev/null 2>&1 | %FileCheck %s --check-prefix=QUIET
// RUN: %attn-gen --head-dim 128 --causal --emit mlir --check strict -o /dev/null 2>&1 | %FileCheck %s --check-prefix=QUIET
// RUN: %attn-gen --head-dim 256 --emit mlir --check strict -o /dev/null 2>&1 | %FileCheck %s --check-prefix=QUIET
// RUN: %attn-gen --head-dim 256 --causal --emit mlir --check strict -o /dev/null 2>&1 | %FileCheck %s --check-prefix=QUIET
// RUN: %attn-gen --head-dim 64 --causal --stages 1 --emit mlir --check strict -o /dev/null 2>&1 | %FileCheck %s --check-prefix=QUIET
// RUN: %attn-gen --head-dim 128 --stages 3 --emit mlir --check strict -o /dev/null 2>&1 | %FileCheck %s --check-prefix=QUIET
// Key blocks that are not a power of two (80 is d 256's default, 144 one
// more atom pair than 128): the last block's mask and the rings' atoms.
// RUN: %attn-gen --head-dim 128 --block-n 144 --causal --emit mlir --check strict -o /dev/null 2>&1 | %FileCheck %s --check-prefix=QUIET
// The contract goes to stderr; nothing else does.
// QUIET: kernel attention_d{{(64|128|256)}}_{{(full|causal)}}: O = softmax(Q K^T / sqrt({{[0-9]+}})) V
// QUIET-NEXT: arguments: q (tensor map of Q
// QUIET-NEXT: block: 384 threads; grid: ceil(S / 128) x H x B; dynamic shared memory as published{{$}}
// QUIET-NOT: {{.+}}
//
// The PTX (two consumer warpgroups) has wgmma with A from registers (P V)
// and from descriptors (Q K^T), the turns on a named barrier the compiler
// chose, fast exp2, no libdevice.
// RUN: %FileCheck %s --check-prefix=PTX < %t.d64.ptx
// PTX: .entry attention_d64_full(
// PTX-DAG: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// PTX-DAG: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{.*}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd
// PTX-DAG: barrier.sync %r
// PTX-DAG: bar.arrive %r
// PTX-DAG: ex2.approx.ftz.f32
// PTX-DAG: setmaxnreg.inc.sync.aligned.u32 240;
// PTX-DAG: setmaxnreg.dec.sync.aligned.u32 24;
// PTX-NOT: __nv_
//
// The built module: three rings (Q once, K and V with the given stages),
// two consumer warpgroups and a producer, the attention ops.
// RUN: %attn-gen --head-dim 128 --causal --source 2>/dev/null | %FileCheck %s --check-prefix=SRC
// SRC: gpu.module @attention_d128_causal [#nvvm.target<chip = "sm_90a">]
// SRC: known_block_size = array<i32: 384, 1, 1>
// SRC: async.pipeline.create "q" stages 1 scope cta buffer memref<2x128x64xbf16, 3>
// SRC: async.pipeline.create "k" stages 2 scope cta buffer memref<2x128x64xbf16, 3>
// SRC: async.pipeline.create "v" stages 2 scope cta buffer memref<2x128x64xbf16, 3>
// SRC: async.role "softmax0" warps 4 registers 240
// SRC: async.turn.wait "tensor_cores"
// SRC: async.warpgroup.mma {{.*}} : vector<64xf32>, i64
// SRC: async.fragment.reduce_rows max
// SRC: async.fragment.pack
// SRC: async.warpgroup.mma {{.*}} {b_major = "mn"} : vector<64xf32>, vector<4xi32>
// SRC: async.turn.pass "tensor_cores"
// SRC: async.role "softmax1" warps 4 registers 240
// SRC: async.role "producer" warps 4 registers 24
// SRC: async.copy.tensor
//
// Every op is located at the generator's source line that built it (the
// schedule's line for an op a step builds; never inside the builder), so a
// diagnostic about a generated kernel names a line of the generator.
// RUN: %attn-gen --head-dim 64 --source --locations 2>/dev/null | %FileCheck %s --check-prefix=LOC
// RUN: %attn-gen --head-dim 64 --source --locations 2>/dev/null | %FileCheck %s --check-prefix=NOBUILDER
// LOC: async.turn.wait "tensor_cores" loc([[TURN:#loc[0-9]+]])
// LOC: async.warpgroup.mma {{.*}} : vector<64xf32>, i64 loc([[MMA:#loc[0-9]+]])
// LOC-DAG: [[TURN]] = loc("{{.*}}dsl/src/attention/mod.rs":{{[0-9]+}}:{{[0-9]+}})
// LOC-DAG: [[MMA]] = loc("{{.*}}dsl/src/attention/mod.rs":{{[0-9]+}}:{{[0-9]+}})
// LOC-DAG: loc("{{.*}}dsl/src/attention/softmax.rs":{{[0-9]+}}:{{[0-9]+}})
// NOBUILDER-NOT: builder.rs
//
// Buggy twins of the built kernel (three consumer warpgroups), each
// refused: softmax0 never hands back V's stages (a count mismatch on
// v.empty), and K's stage released while the S group that reads it may
// still run (wait 2 instead of 1).
// RUN: %attn-gen --head-dim 64 --source -o %t.mlir 2>/dev/null
// RUN: sed '0,/consumer_release %%2,/{/consumer_release %%2,/d}' %t.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=NOREL
// NOREL: error: barrier 'v.empty'[{{[01]}}] is initialized to expect 3 arrival(s) per phase, but 2 arrive per phase
// RUN: sed '0,/wait.group.sync.aligned 1/s//wait.group.sync.aligned 2/' %t.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=EARLY
// EARLY: error: release on barrier 'k.empty'[{{[01]}}] hands back a stage buffer that the wgmma at {{.*}} may still be reading
//
// O through shared memory (the default): with two consumer warpgroups, not
// paired, and where the staging fits beside the rings, a warpgroup's whole
// 64 rows go out by TMA tensor stores (nowait; the first thread waits for
// their reads before the next tile's rows, and before it ends); rows past
// seq, and every kernel built with --direct-store, from the registers. The
// persistent d 128 kernel's buggy twins: without the wait before the next
// tile's rows (the first thread overwrites what its store reads), without
// the barrier after it or the one after the rows' stores (another thread's
// store races the read), without the wait at the end (the thread may exit
// while its store reads).
// RUN: %attn-gen --persistent --source -o %t.tma.mlir 2>&1 | %FileCheck %s --check-prefix=OMAP
// OMAP: o_map (tensor map of O, [B * H * S, 128] bf16, box 64 x 64, 128-byte swizzle; the whole 64-row blocks of O)
// RUN: %async-opt %t.tma.mlir --check=strict --emit=ptx -o %t.tma.ptx
// RUN: %FileCheck %s --check-prefix=TMA < %t.tma.ptx
// TMA: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// TMA-NEXT: cp.async.bulk.commit_group;
// TMA-NOT: wait_group
// TMA: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// TMA-NEXT: cp.async.bulk.commit_group;
// RUN: %attn-gen --persistent --direct-store --emit ptx -o %t.direct.ptx 2>&1 | %FileCheck %s --check-prefix=DIRECT
// DIRECT: o_map ({{.*}}; not read: O is written from the registers)
// RUN: %not grep -q global.shared::cta %t.direct.ptx
// RUN: sed -e '396d' %t.tma.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=OWAIT
// OWAIT: error: this store by thread 0 (bytes 0..4 of @o_staging) may land while the copy engine still reads bytes 0..8192 of it for the thread's own nowait 'async.copy.tensor_store'
// RUN: sed -e '400d' %t.tma.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=ORACE
// RUN: sed -e '646d' %t.tma.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=ORACE
// ORACE: error: no CTA or named barrier orders this store by thread {{[0-9]+}} (bytes {{[0-9]+}}..{{[0-9]+}} of @o_staging) with the 'async.copy.tensor_store' of thread 0
// RUN: sed -e '872d' %t.tma.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=OEXIT
// OEXIT: error: thread 0 may exit while the copy engine still reads this nowait store's source
// The paired kernel (a barrier at one lap of its loop) and three consumer
// warpgroups write O from the registers. With two, each warpgroup's
// staging barrier is its role's own (ids 1 and 2), the turns on 15 and 14.
// RUN: %attn-gen --head-dim 64 --persistent --causal 2>&1 --source -o /dev/null | %FileCheck %s --check-prefix=DIRECT
// RUN: %attn-gen --head-dim 64 2>&1 --source -o /dev/null | %FileCheck %s --check-prefix=DIRECT
// RUN: %FileCheck %s --check-prefix=C2TMA < %t.tma.ptx
// C2TMA-DAG: bar.sync 2, 128;
// C2TMA-DAG: bar.sync 14, 256;
// --tma-store-three: three consumer warpgroups take the path, behind ids
// 1-3, the turns on 15, 14 and 13; proven under strict.
// RUN: %attn-gen --head-dim 64 --tma-store-three --check strict --emit ptx -o %t.c3tma.ptx 2>&1 | %FileCheck %s --check-prefix=OMAP64
// OMAP64: o_map ({{.*}}; the whole 64-row blocks of O)
// RUN: %FileCheck %s --check-prefix=C3TMA < %t.c3tma.ptx
// C3TMA-DAG: bar.sync 3, 128;
// C3TMA-DAG: bar.sync 13, 256;
// C3TMA-DAG: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// At head dim 256 (one CTA per tile, no room for a staging of its own)
// warpgroup g stages O in its own rows of Q's stage, each box at 128 b + 64 g
// rows of Q's, proven under strict; no @o_staging, eight boxes. A twin
// without the barrier between the staging's writes and the stores is refused
// at a write into Q's stage (the arena). The persistent kernel, whose next
// tile loads Q into that stage, writes O from the registers.
// RUN: %attn-gen --head-dim 256 --source -o %t.q.mlir 2>/dev/null
// RUN: %async-opt %t.q.mlir --check=strict --emit=ptx -o %t.q.ptx
// RUN: %attn-gen --head-dim 256 --causal --check strict --emit ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=OMAP256
// OMAP256: o_map ({{.*}}; the whole 64-row blocks of O)
// RUN: grep -c 'cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group' %t.q.ptx | %FileCheck %s --check-prefix=QBOXES
// QBOXES: {{^}}8{{$}}
// RUN: %not grep -q o_staging %t.q.ptx
// RUN: %FileCheck %s --check-prefix=QSTAGE < %t.q.mlir
// QSTAGE: async.stage.buffer %0, {{.*}} -> memref<4x128x64xbf16, 3>
// QSTAGE: async.copy.tensor_store %arg3[{{.*}}, %c192_i32], {{.*}} nowait
// QSTAGE: async.copy.store_wait pending 0
// QSTAGE-NEXT: }
// QSTAGE: nvvm.barrier id = %c1_i32
// QSTAGE-NEXT: async.stage.consumer_release %0,
// RUN: sed -e '893d' %t.q.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=QRACE
// QRACE: error: no CTA or named barrier orders this store by thread {{[0-9]+}} (bytes {{[0-9]+}}..{{[0-9]+}} of @__async_arena_attention_d256_full) with the 'async.copy.tensor_store' of thread 0
// RUN: %attn-gen --head-dim 256 --persistent --emit ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=DIRECT
// --longest-first: causal, one CTA per tile, the launch order's rank taken
// as query block (longest first) x (head, batch); the grid is the same, the
// kernel reads nctaid.z for the slots; proven under strict. Non-causal it
// changes nothing.
// RUN: %attn-gen --head-dim 256 --causal --longest-first --check strict --emit ptx -o %t.lpt.ptx 2>&1 | %FileCheck %s --check-prefix=LPT
// LPT: grid: ceil(S / 128) x H x B
// RUN: grep -q 'nctaid.z' %t.lpt.ptx
// RUN: %attn-gen --head-dim 256 --causal --emit ptx -o %t.c256.ptx 2>/dev/null
// RUN: %not grep -q 'nctaid.z' %t.c256.ptx
// RUN: %attn-gen --head-dim 256 --longest-first --emit ptx -o %t.lptfull.ptx 2>/dev/null
// RUN: %attn-gen --head-dim 256 --emit ptx -o %t.full256.ptx 2>/dev/null
// RUN: cmp %t.lptfull.ptx %t.full256.ptx
// RUN: %not %attn-gen --direct-store --tma-store-three 2>&1 | %FileCheck %s --check-prefix=BOTHSTORES
// BOTHSTORES: error: the argument '--direct-store' cannot be used with '--tma-store-three'
//
// The persistent kernel: the K/V cursors run on across tiles and the Q ring
// moves on once per tile; the nested-loop argument covers both (the windows
// carry the tile's residue), proven under strict. A twin whose first
// consumer waits for Q in the slot of the K/V cursor is refused before the
// simulation; Checker/check-protocol-nested.mlir has the barrier-level twin
// that only the nested argument's pairs find.
// RUN: %attn-gen --head-dim 64 --persistent --source -o %t.p.mlir 2>&1 | %FileCheck %s --check-prefix=PERSIST
// PERSIST: grid: min(tiles, SMs) x 1 x 1
// RUN: %async-opt %t.p.mlir --check=strict --emit=ptx -o /dev/null --async-print-ledger=markdown 2>&1 | %FileCheck %s --check-prefix=PLEDGER
// PLEDGER-NOT: warning
// PLEDGER: Trip counts: verified for all trip counts (checked {{[0-9]+}} pairs of outer and inner trip counts whose runs hold every window of {{[0-9]+}} laps {{.*}} and the period {{[0-9]+}} in tiles of the rings that move on once per tile ('q.full', 'q.empty', as the first configuration's traces show them))
// PLEDGER-NOT: warning
// RUN: sed '0,/consumer_wait %%0\[%%arg10\]/s//consumer_wait %%0[%%arg11]/' %t.p.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=PSLOT
// PSLOT: error: cannot prove that the producers and the consumers of pipeline 'q' meet on every stage
//
// Causal and persistent: a tile is a pair of a head's query blocks, i and
// n - 1 - i, whose key blocks (i + 1 and n - i) run on in one loop, so every
// tile has n + 1 laps; its first lap is peeled (S_0 alone), so the rings
// count one lap per tile more than the inner count the loop bound gives,
// which the nested argument takes as its offset. The second query block's
// Q has a ring of its own (both move on once per tile). Proven for all
// trip counts under strict. A twin whose producer fills the first key
// block twice (its loop from 0 as well) is refused before the simulation;
// at head dim 256 (80 keys per block) the pairs' key blocks do not add up
// to the same count, and it is refused.
// RUN: %attn-gen --head-dim 64 --causal --persistent --source -o %t.pc.mlir 2>&1 | %FileCheck %s --check-prefix=PAIRED
// PAIRED: tiles = ceil(ceil(S / 128) / 2) * B * H (i32)
// PAIRED: tile t of a head is its query blocks t and ceil(S / 128) - 1 - t
// RUN: %async-opt %t.pc.mlir --check=strict --emit=ptx -o /dev/null --async-print-ledger=markdown 2>&1 | %FileCheck %s --check-prefix=PCLEDGER
// PCLEDGER-NOT: warning
// PCLEDGER: Trip counts: verified for all trip counts (checked {{[0-9]+}} pairs of outer and inner trip counts {{.*}} ('q.full', 'q.empty', 'q2.full', 'q2.empty', as the first configuration's traces show them))
// PCLEDGER: nest: {{.*}} each inner op moved one slot per lap and the inner count plus 1 (the laps its rings count: a step outside the inner loop takes a slot of its own; the pairs are checked at inner count = tile laps - 1) per tile
// PCLEDGER-NOT: warning
// RUN: sed -E 's/(scf.for %%arg12 = )%%c1_[0-9]+( to %%[0-9]+ step %%c1_[0-9]+ \{)$/\1%%c0_4\2/' %t.pc.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=PCTWICE
// PCTWICE: error: cannot prove that the producers and the consumers of pipeline 'k' meet on every stage
// The first block's O is divided at the switch lap by the approximate
// reciprocal: no call in the loop (div.rn.f32's slow path is one, and with
// it ptxas moved the loop's descriptor arithmetic off the uniform pipe).
// The one-CTA-per-tile kernels divide after their loop, exactly.
// RUN: %attn-gen --head-dim 128 --causal --persistent --check off --emit ptx 2>/dev/null | %FileCheck %s --check-prefix=PCPTX
// PCPTX: rcp.approx.f32
// RUN: %attn-gen --head-dim 128 --causal --check off --emit ptx 2>/dev/null | %FileCheck %s --check-prefix=TILEPTX
// TILEPTX-NOT: rcp.approx.f32
// TILEPTX: rcp.rn.f32
// TILEPTX-NOT: rcp.approx.f32
// RUN: %not %attn-gen --head-dim 256 --persistent --causal 2>&1 | %FileCheck %s --check-prefix=PCAUSAL
// PCAUSAL: attn-gen: error: --persistent --causal pairs query blocks whose key blocks add up to one more than the query blocks: 80 keys per block, not the 128 query rows of a tile
//
// Three consumer warpgroups taking turns (192 query rows per CTA, 160
// registers each, 32 for the producer) at head dim 64, causal and not:
// quiet under strict. Non-causal they are the default.
// RUN: %attn-gen --head-dim 64 --emit ptx --check strict -o %t.c3.ptx 2>&1 | %FileCheck %s --check-prefix=C3
// RUN: %attn-gen --head-dim 64 --consumers 3 --causal --emit mlir --check strict -o /dev/null 2>&1 | %FileCheck %s --check-prefix=C3
// C3: kernel attention_d64_{{(full|causal)}}: O = softmax(Q K^T / sqrt(64)) V
// C3-NEXT: arguments: q (tensor map of Q, [B * H * S, 64] bf16, box 192 x 64, 128-byte swizzle)
// C3-NEXT: block: 512 threads; grid: ceil(S / 192) x H x B; dynamic shared memory as published{{$}}
// C3-NOT: {{.+}}
// RUN: %FileCheck %s --check-prefix=C3PTX < %t.c3.ptx
// C3PTX-DAG: setmaxnreg.inc.sync.aligned.u32 160
// C3PTX-DAG: setmaxnreg.dec.sync.aligned.u32 32
// RUN: %not %attn-gen --head-dim 128 --consumers 3 2>&1 | %FileCheck %s --check-prefix=C3DIM
// C3DIM: attn-gen: error: 3 consumer warpgroups have 160 registers each: head dim 64 only (at 128 the accumulators spill)
// RUN: %not %attn-gen --head-dim 64 --consumers 3 --persistent 2>&1 | %FileCheck %s --check-prefix=C3PERS
// C3PERS: attn-gen: error: --consumers 3 with --persistent: the model check of its protocol passes the state bound
// RUN: %not %attn-gen --consumers 4 2>&1 | %FileCheck %s --check-prefix=C4
// C4: attn-gen: error: 4 consumer warpgroups: 2 or 3
//
// The default count depends on the kernel (attention::Config::consumers):
// three at head dim 64, non-causal and not persistent; two causal, with
// --persistent and at the other head dims; --consumers overrides it. The
// kernel's attribute, its block size and --print-contract agree.
// RUN: %attn-gen --head-dim 64 --source 2>/dev/null | %FileCheck %s --check-prefix=DEF3
// DEF3: known_block_size = array<i32: 512, 1, 1>, phaselock.attention = {causal = false, consumers = 3 : i64, head_dim = 64 : i64}
// RUN: %attn-gen --head-dim 64 --causal --source 2>/dev/null | %FileCheck %s --check-prefix=DEF2
// RUN: %attn-gen --head-dim 64 --consumers 2 --source 2>/dev/null | %FileCheck %s --check-prefix=DEF2
// RUN: %attn-gen --head-dim 64 --persistent --source 2>/dev/null | %FileCheck %s --check-prefix=DEF2
// RUN: %attn-gen --head-dim 128 --source 2>/dev/null | %FileCheck %s --check-prefix=DEF2
// DEF2: known_block_size = array<i32: 384, 1, 1>, phaselock.attention = {causal = {{(true|false)}}, consumers = 2 : i64, head_dim = {{(64|128)}} : i64}
// RUN: %attn-gen --head-dim 64 --print-contract | %FileCheck %s --check-prefix=JSON3
// JSON3: {"kernel": "attention_d64_full", "head_dim": 64, "causal": false, "persistent": false, "consumers": 3, "block_m": 192, "block_n": 128, "threads": 512}
// RUN: %attn-gen --head-dim 64 --causal --print-contract -o %t.json
// RUN: %FileCheck %s --check-prefix=JSON2 < %t.json
// JSON2: {"kernel": "attention_d64_causal", "head_dim": 64, "causal": true, "persistent": false, "consumers": 2, "block_m": 128, "block_n": 128, "threads": 384}
// RUN: %not %attn-gen --head-dim 64 --consumers 3 --persistent --print-contract 2>&1 | %FileCheck %s --check-prefix=C3PERS
//
// The generator's choice by length (--seq): the persistent kernel up to a
// length per head dim and mask, one CTA per tile beyond it (three
// consumers at d 64 non-causal); --persistent, --one-tile and --consumers
// override it.
// RUN: %attn-gen --head-dim 128 --causal --seq 4096 --print-contract | %FileCheck %s --check-prefix=SEQPAIR
// SEQPAIR: {"kernel": "attention_d128_causal_persistent", "head_dim": 128, "causal": true, "persistent": true, "consumers": 2,
// RUN: %attn-gen --head-dim 128 --causal --seq 4097 --print-contract | %FileCheck %s --check-prefix=SEQTILE
// SEQTILE: {"kernel": "attention_d128_causal", "head_dim": 128, "causal": true, "persistent": false, "consumers": 2,
// RUN: %attn-gen --head-dim 64 --seq 1024 --print-contract | %FileCheck %s --check-prefix=SEQP64
// SEQP64: {"kernel": "attention_d64_full_persistent", "head_dim": 64, "causal": false, "persistent": true, "consumers": 2,
// RUN: %attn-gen --head-dim 64 --seq 2048 --print-contract | %FileCheck %s --check-prefix=SEQC3
// SEQC3: {"kernel": "attention_d64_full", "head_dim": 64, "causal": false, "persistent": false, "consumers": 3,
// RUN: %attn-gen --head-dim 64 --seq 2048 --persistent --print-contract | %FileCheck %s --check-prefix=SEQP64
// RUN: %attn-gen --head-dim 64 --seq 1024 --one-tile --print-contract | %FileCheck %s --check-prefix=JSON3
// RUN: %attn-gen --head-dim 256 --causal --seq 1024 --print-contract | %FileCheck %s --check-prefix=SEQ256
// SEQ256: {"kernel": "attention_d256_causal", "head_dim": 256, "causal": true, "persistent": false, "consumers": 2,
// RUN: %not %attn-gen --seq 0 2>&1 | %FileCheck %s --check-prefix=SEQ0
// SEQ0: invalid value '0' for '--seq <S>'
// RUN: %not %attn-gen --persistent --one-tile 2>&1 | %FileCheck %s --check-prefix=SEQBOTH
// SEQBOTH: the argument '--persistent' cannot be used with '--one-tile'
//
// Invalid configurations: a clear error, exit 1.
// RUN: %not %attn-gen --head-dim 64 --stages 9 2>&1 | %FileCheck %s --check-prefix=STAGES
// STAGES: attn-gen: error: 9 stages: 1 to 4
// RUN: %not %attn-gen --head-dim 256 --stages 4 2>&1 | %FileCheck %s --check-prefix=SMEM
// SMEM: attn-gen: error: 4 stages of 40 KiB K and V blocks do not fit in shared memory
// RUN: %not %attn-gen --block-n 100 2>&1 | %FileCheck %s --check-prefix=BN
// BN: attn-gen: error: 100 keys per block: a multiple of 16 (a P V step) from 16 to 256 (a wgmma's N)
// RUN: %not %attn-gen --head-dim 96 2>&1 | %FileCheck %s --check-prefix=DIM
// DIM: attn-gen: error: head dim 96 is not 64, 128 or 256
// RUN: %attn-gen --help | %FileCheck %s --check-prefix=HELP
// HELP: Usage: attn-gen [OPTIONS]
// HELP: --head-dim <D> {{.*}}[default: 128]
// HELP: --causal
// HELP: --stages <N> {{.*}}[default: 2]
// HELP: --persistent {{.*}}proven for all trip counts
// HELP: --direct-store {{.*}}by default O goes through shared memory and nowait TMA tensor stores
// HELP: --tma-store-three {{.*}}proven for all trip counts
// HELP: --longest-first {{.*}}longest first across every head and batch
// HELP: --consumers <N> {{.*}}[default: 3 at head dim 64 non-causal and not persistent, else 2]
// HELP: --block-n <N> {{.*}}[default: 128, 80 at head dim 256]
// HELP: --locations
// HELP: --print-contract {{.*}}JSON
// HELP: --check <MODE> {{.*}}[default: on]
