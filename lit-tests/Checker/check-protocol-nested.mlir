// The protocol checker on a two-level loop nest: a persistent kernel's
// tiles (`m / 64`) and their K steps (`k_tiles`), the ring cursor
// `t * k_tiles + k` running on across tiles (Inputs/persistent-ring.mlir).
// The outer and inner trip counts are set apart, and the pairs that hold
// every window of laps (see the checker's crate header) prove it for all
// trip counts.
// RUN: %async-opt %S/Inputs/persistent-ring.mlir --pass-pipeline='async-check-protocol' --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=FIXED --implicit-check-not=error --implicit-check-not=warning
// FIXED: Simulated: 64 threads, cluster of 1, outer trip count 5, inner trip count 5.
// FIXED: Trip counts: verified for all trip counts (checked 23 pairs of outer and inner trip counts whose runs hold every window of 2 laps either side of a lap that any run holds: where the tiles begin and end, at each residue of the period 4 of the barriers' slot and phase pattern).
// A tile count by a ceiling division, `(m + 63) / 64` or `ceildiv(m,
// 64)`, takes the same counts.
// RUN: sed 's/%%tiles32 = arith.divui %%m, %%i32_64 : i32/%%i32_63 = arith.constant 63 : i32\n    %%m_up = arith.addi %%m, %%i32_63 : i32\n    %%tiles32 = arith.divui %%m_up, %%i32_64 : i32/' %S/Inputs/persistent-ring.mlir | %async-opt --pass-pipeline='async-check-protocol' --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=FIXED --implicit-check-not=error --implicit-check-not=warning
// RUN: sed 's/arith.divui %%m, %%i32_64/arith.ceildivui %%m, %%i32_64/' %S/Inputs/persistent-ring.mlir | %async-opt --pass-pipeline='async-check-protocol' --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=FIXED --implicit-check-not=error --implicit-check-not=warning
// The JSON ledger names both counts.
// RUN: %async-opt %S/Inputs/persistent-ring.mlir --pass-pipeline='async-check-protocol{print-ledger=json}' -o /dev/null 2>&1 | %FileCheck %s --check-prefix=JSON
// JSON: {"kernel": "persistent_ring", "threads": 64, "cluster": 1, "trips": 5, "inner_trips": 5, "model_check":
//
// The bug: the consumer strides its cursor by the tile count instead of
// the K count (`t * tiles + k`). While both counts are equal, as every
// configuration of one loop level sets them, the two cursors agree; two
// tiles of one step each deadlock.
// RUN: sed 's/%%cbase = arith.muli %%t, %%steps : index/%%cbase = arith.muli %%t, %%tiles : index/' %S/Inputs/persistent-ring.mlir > %t.stride.mlir
// RUN: %not %async-opt %t.stride.mlir --pass-pipeline=async-check-protocol -o /dev/null 2>&1 | %FileCheck %s --check-prefix=STRIDE
// STRIDE: stride.mlir:65:11: error: deadlock: warp 1 waits on 'full'[0] for parity 1 while it is in phase 1 (bounded model check, outer trip count 2, inner trip count 1; counterexample: role | barrier slot | phase | event | at)
// STRIDE: blocked: warp 1 | barrier 'full' slot 0 | phase 1 | wait parity 1 | {{.*}}stride.mlir:65:11
// RUN: %async-opt %t.stride.mlir --pass-pipeline='async-check-protocol{trips=2}' -o /dev/null
// RUN: %async-opt %t.stride.mlir --pass-pipeline='async-check-protocol{trips=3}' -o /dev/null
// RUN: %async-opt %t.stride.mlir --pass-pipeline='async-check-protocol{trips=5}' -o /dev/null
//
// An argument that bounds both levels (the K count taken from `m` too):
// both levels take each count alike, and the ledger says why not all;
// the narrowed claim is a warning, which --check=strict makes an error.
// RUN: sed 's/%%steps = arith.index_cast %%k_tiles : i32 to index/%%steps = arith.index_cast %%tiles32 : i32 to index/' %S/Inputs/persistent-ring.mlir > %t.both.mlir
// RUN: %async-opt %t.both.mlir --pass-pipeline='async-check-protocol' --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=BOTH --implicit-check-not=error
// BOTH: Simulated: 64 threads, cluster of 1, integer arguments = 5.
// BOTH: Trip counts: verified for trip counts {0, 1, 2, 3, 4, 5} (each at both levels of the loop nest; not for all trip counts: an argument bounds both levels of the nest).
// BOTH: warning: protocol of kernel @persistent_ring not verified for all trip counts: an argument bounds both levels of the nest
// RUN: %not %async-opt %t.both.mlir --check=strict --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=STRICT
// STRICT: error: protocol of kernel @persistent_ring not verified for all trip counts
//
// A producer that skips its wait on the first lap (`cursor >= 2`) instead
// of waiting for a parity that passes at once: its first tile does other
// barrier operations than the later ones, which the argument does not
// cover; both counts are checked alike.
// RUN: sed 's/^\( *\)"async.barrier.wait"(%%e, %%free)\(.*\)$/\1%%reuse = arith.cmpi uge, %%cursor, %%c2 : index\n\1scf.if %%reuse {\n\1  "async.barrier.wait"(%%e, %%free)\2\n\1}/' %S/Inputs/persistent-ring.mlir > %t.skip.mlir
// RUN: %async-opt %t.skip.mlir --pass-pipeline='async-check-protocol' --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=SKIP --implicit-check-not=error
// RUN: %not %async-opt %t.skip.mlir --check=strict --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=STRICT
// SKIP: Trip counts: verified for trip counts (outer, inner) {(0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (5, 5)}; not for all trip counts: the tiles do different barrier operations.
// SKIP: warning: protocol of kernel @persistent_ring not verified for all trip counts: the tiles do different barrier operations
//
// A ring that moves on once per tile beside the step ring, as a persistent
// attention kernel's Q does (Inputs/persistent-tile-ring.mlir): a lap's
// slot and phase depend on its tile mod 2 as well, the windows carry that
// residue and the pairs cover it.
// RUN: %async-opt %S/Inputs/persistent-tile-ring.mlir --pass-pipeline='async-check-protocol' --async-print-ledger=markdown -o /dev/null 2>&1 | %FileCheck %s --check-prefix=TILE --implicit-check-not=error --implicit-check-not=warning
// TILE: Trip counts: verified for all trip counts (checked 28 pairs of outer and inner trip counts whose runs hold every window of 2 laps either side of a lap that any run holds: where the tiles begin and end, at each residue of the period 4 of the barriers' slot and phase pattern and the period 2 in tiles of the rings that move on once per tile ('q_full', 'q_empty', as the first configuration's traces show them)).
// Its bug: the consumer takes Q's parity from the step cursor `t * k_tiles`
// instead of the tile, right while `k_tiles` is odd (the ledger's 5): a
// stale phase at an even count.
// RUN: sed 's/%%ct64 = arith.index_cast %%t : index to i64/%%ct64 = arith.index_cast %%cbase : index to i64/' %S/Inputs/persistent-tile-ring.mlir | %not %async-opt --pass-pipeline=async-check-protocol -o /dev/null 2>&1 | %FileCheck %s --check-prefix=TILEBUG
// TILEBUG: error: this wait passes twice on the same completed phase{{.*}}(bounded model check, outer trip count 3, inner trip count 2;
