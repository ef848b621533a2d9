// async-lower-cluster-barrier: a role that spins on memory (scf.while) can
// be let go by a plain store of another role, which the roles' barrier
// sequences do not see: here 'a' stores the flag after its barrier and 'b'
// spins on it before its own. Under one hardware barrier 'a' would wait
// for 'b' and 'b' for 'a', so no role of a warp_specialize with such a loop
// keeps the hardware barrier: the counter protocol, one state per role.
// RUN: %async-opt %s --pass-pipeline='async-verify,async-lower-cluster-barrier,async-verify' | %FileCheck %s
// CHECK-LABEL: gpu.func @spin
// CHECK-DAG: async.barrier.alloc "a.cluster_barrier"
// CHECK-DAG: async.barrier.alloc "b.cluster_barrier"
// CHECK-NOT: {hardware}
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @spin(%flag: !llvm.ptr<3>) kernel attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 64, 1, 1>} {
    %one = arith.constant 1 : i32
    %zero = arith.constant 0 : i32
    async.warp_specialize {
      async.role "a" warps 1 {
        async.cluster_barrier
        llvm.store volatile %one, %flag : i32, !llvm.ptr<3>
      }
      async.role "b" warps 1 {
        scf.while : () -> () {
          %v = llvm.load volatile %flag : !llvm.ptr<3> -> i32
          %unset = arith.cmpi eq, %v, %zero : i32
          scf.condition(%unset)
        } do {
          scf.yield
        }
        async.cluster_barrier
      }
    }
    gpu.return
  }
}
