// `gemm-gen --help` prints the usage and every option with its default, and
// exits 0; a wrong option or value is an error (exit 1) that points at
// --help.
// REQUIRES: gemm-gen
// RUN: %gemm-gen --help | %FileCheck %s
// RUN: %not %gemm-gen --no-such-option 2>&1 | %FileCheck %s --check-prefix=BAD
// RUN: %not %gemm-gen --emit sass 2>&1 | %FileCheck %s --check-prefix=EMIT
// One stage cannot run its schedule (a K step's stages are released after
// the next step's are waited for): refused.
// RUN: %not %gemm-gen --stages 1 2>&1 | %FileCheck %s --check-prefix=ONE
// ONE: gemm-gen: error: at least two stages
// The ping-pong schedule computes 128 x 128 tiles: another tile_n is refused.
// RUN: %not %gemm-gen --pingpong --tile-n 256 2>&1 | %FileCheck %s --check-prefix=PP
// PP: gemm-gen: error: the ping-pong schedule computes 128 x 128 tiles per warpgroup: tile_n must be 128, got 256
// A shape that is not three positive numbers is refused.
// RUN: %not %gemm-gen --shape 8x0x8 2>&1 | %FileCheck %s --check-prefix=SHAPE
// SHAPE: error: invalid value '8x0x8' for '--shape <MxNxK>': expected MxNxK with positive numbers
// Split-K takes 2 to 16 parts of the persistent bf16 kernel in clusters of 1.
// RUN: %not %gemm-gen --split-k 17 2>&1 | %FileCheck %s --check-prefix=SPLIT
// SPLIT: gemm-gen: error: split-K takes 2 to 16 parts, got 17
// RUN: %not %gemm-gen --split-k 2 --cluster 2 2>&1 | %FileCheck %s --check-prefix=SPLIT2
// RUN: %not %gemm-gen --split-k 2 --dtype e4m3 2>&1 | %FileCheck %s --check-prefix=SPLIT2
// SPLIT2: gemm-gen: error: {{.*}}split-K is the persistent bf16 cooperative kernel in clusters of 1
// CHECK: Usage: gemm-gen [OPTIONS]
// CHECK: Options:
// CHECK-NEXT: --shape <MxNxK> {{.*}}clusters of 2 where 2 K bytes is not a multiple of 128
// CHECK-NEXT: --dtype <TYPE> {{.*}}bf16, or FP8 e4m3 or e5m2 {{.*}}[default: bf16]
// CHECK-NEXT: --fast-accum {{.*}}instead of promoting each K step's partial sum
// CHECK-NEXT: --tile-n <N> {{.*}}[default: 256, 128 with --pingpong, 192 for FP8 without --fast-accum]
// CHECK-NEXT: --stages <N> {{.*}}[default: 4; with --pingpong 3 per warpgroup, 6 with --shared-ring]
// CHECK-NEXT: --pingpong {{.*}}ping-pong schedule
// CHECK-NEXT: --shared-ring {{.*}}not proven for all: a warning
// CHECK-NEXT: --one-tile
// CHECK-NEXT: --group-m <G> {{.*}}[default: 8]
// CHECK-NEXT: --cluster <1|2> {{.*}}[default: 1, or what --shape chooses]
// CHECK-NEXT: --direct-store
// CHECK-NEXT: --staging-columns <N> {{.*}}128, the tile's whole width {{.*}}or 64 (one box at a time into two in turn, an even number of passes) [default: 128; the whole tile at --tile-n 192]
// CHECK-NEXT: --split-k <N> {{.*}}a second kernel adds them in order into C [default: what --shape chooses
// CHECK-NEXT: --emit <KIND> {{.*}}mlir {{.*}}llvm, ptx or cubin
// CHECK-NEXT: --source
// CHECK-NEXT: --locations {{.*}}the generator's source line
// CHECK-NEXT: --check <MODE> {{.*}}on, strict or off {{.*}}[default: on]
// CHECK-NEXT: -o <FILE>
// CHECK-NEXT: -h, --help
// BAD: error: unexpected argument '--no-such-option' found
// BAD: For more information, try '--help'.
// EMIT: error: invalid value 'sass' for '--emit <KIND>': unknown --emit kind `sass`: expected mlir, llvm, ptx or cubin
