// An index of a load or store outside the static shape of a shared memref
// is an access past the buffer: in a ring, into the next stage, which the
// threads of another lap may be filling or reading. The simulation checks
// every lane's indices; reported at the access, once.
//
// The store-filled ring of pingpong_stores_reduce with one chunk too many in
// the producer's fill loop, and in either consumer's read loop:
// RUN: sed -e '44s/to %%c8 /to %%c9 /' -e 's/^\(    %%c8 = arith.constant 8 : index\)$/\1\n    %%c9 = arith.constant 9 : index/' %S/../../examples/pingpong_stores_reduce.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=FILL
// FILL: <stdin>:52:13: error: thread 0 accesses index 1024 of dimension 0 of memref<1024xi32, 3>, whose size is 1024: the access lies outside the buffer
// RUN: sed -e '60s/to %%c8 /to %%c9 /' -e 's/^\(    %%c8 = arith.constant 8 : index\)$/\1\n    %%c9 = arith.constant 9 : index/' %S/../../examples/pingpong_stores_reduce.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=READ0
// READ0: <stdin>:64:18: error: thread 128 accesses index 1024 of dimension 0 of memref<1024xi32, 3>
// RUN: sed -e '81s/to %%c8 /to %%c9 /' -e 's/^\(    %%c8 = arith.constant 8 : index\)$/\1\n    %%c9 = arith.constant 9 : index/' %S/../../examples/pingpong_stores_reduce.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=READ1
// READ1: <stdin>:85:18: error: thread 256 accesses index 1024 of dimension 0 of memref<1024xi32, 3>
//
// The multicast TMA tile ring with one row block too many in its consumers'
// loop: the CTA of rank 1 reads past its 32 x 32 tile (rank 0 stays inside,
// so every rank is simulated and its findings kept).
// RUN: sed -e '85s/to %%c4 /to %%c5 /' -e 's/^\(    %%c4 = arith.constant 4 : index\)$/\1\n    %%c5 = arith.constant 5 : index/' %S/../../examples/tma_tile_multicast.mlir | %not %async-opt --emit=ptx -o /dev/null 2>&1 | %FileCheck %s --check-prefix=CAST
// CAST: <stdin>:92:18: error: thread 32 of the CTA of rank 1 accesses index 32 of dimension 0 of memref<32x32xf32, 3>, whose size is 32
//
// The fixed twins, the examples as written, are proven:
// RUN: %async-opt %S/../../examples/pingpong_stores_reduce.mlir --check=strict --emit=ptx -o /dev/null
// RUN: %async-opt %S/../../examples/tma_tile_multicast.mlir --check=strict --emit=ptx -o /dev/null
