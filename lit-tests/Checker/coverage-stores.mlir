// What a stage's readers read, the stores that fill it write: a stage that
// no copy fills takes the union of its threads' stores as its bytes, and a
// load of bytes that no store writes reads an earlier lap's tile (or, on
// the first lap, whatever the arena held), while the producer's commit
// completes the stage as if it were full. Reported at the reader, with the
// first store into the stage as a note (checker/src/coverage.rs).
//
// pingpong_stores_reduce with its producer's fill loop one 128-element
// chunk short: both consumer warpgroups read the last chunk of their
// stages, which no store writes.
// RUN: sed -e '44s/to %%c8 /to %%c7 /' -e 's/^\(    %%c8 = arith.constant 8 : index\)$/\1\n    %%c7 = arith.constant 7 : index/' %S/../../examples/pingpong_stores_reduce.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s
// CHECK: <stdin>:64:18: error: this load reads bytes 3712..3716 of the stage buffer 128..4224 of 'ring' (slot 0), but no store into that stage writes bytes 3712..3716 (its stores write 128..3712): the producer commits the stage without filling what is read here (a fill loop shorter than the stage?), so the read sees an earlier lap's bytes, or none
// CHECK: <stdin>:52:13: note: the first store into the stage
// CHECK: <stdin>:85:18: error: this load reads bytes 7808..7812 of the stage buffer 4224..8320 of 'ring' (slot 1), but no store into that stage writes bytes 7808..7812 (its stores write 4224..7808)
// CHECK-NOT: error
//
// The fixed twin, the example as written, fills what it reads:
// RUN: %async-opt %S/../../examples/pingpong_stores_reduce.mlir --check=strict --emit=ptx -o /dev/null
