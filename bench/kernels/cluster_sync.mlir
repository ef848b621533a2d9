// Cluster barrier latency: one role of 4 warps per CTA meets its peers
// `iters` times with async.cluster_barrier while a fifth warp (role 'idle')
// does not take part, so the compiler emits the counter protocol on
// mbarriers (the hardware barrier would need every thread of the CTA);
// thread 0 of CTA 0 stores the cycles to out[0]. The cluster size is set
// by `nvvm.cluster_dim` (bench/run.sh makes 2, 4, 8 and 16).
gpu.module @cluster_sync [#nvvm.target<chip = "sm_90a">] {
  gpu.func @cluster_sync(%out: !llvm.ptr<1>, %iters: i32) kernel
      attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, known_block_size = array<i32: 160, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %n = arith.index_cast %iters : i32 to index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %t = arith.ori %tid, %rank : i32
    %is_first = arith.cmpi eq, %t, %zero : i32
    async.warp_specialize {
      async.role "all" warps 4 {
        %t0 = nvvm.read.ptx.sreg.clock64 : i64
        scf.for %i = %c0 to %n step %c1 {
          async.cluster_barrier
        }
        %t1 = nvvm.read.ptx.sreg.clock64 : i64
        %cycles = arith.subi %t1, %t0 : i64
        scf.if %is_first {
          llvm.store %cycles, %out : i64, !llvm.ptr<1>
        }
      }
      async.role "idle" warps 1 {
      }
    }
    gpu.return
  }
}
