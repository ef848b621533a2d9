// async-check-protocol: one case per bug class, each at the op that causes
// it, and the correct kernels with no report. The hand-written ring: warp 0
// (thread 0) fills 2 slots with bulk copies, warp 1 consumes them.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-check-protocol'

// The correct hand-written ring: no report.
gpu.module @correct {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @correct(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %false = arith.constant false
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
          async.barrier.wait %e, %free mode try
          %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
          async.barrier.arrive_expect_tx %f, %bytes
          async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %f, %lapbit mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
      }
    }
    gpu.return
  }
}

// -----

// Init count that is not the arrivals per phase.
gpu.module @count {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @count(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    // expected-error @+1 {{barrier 'empty'[0] is initialized to expect 64 arrival(s) per phase, but 32 arrive per phase: warp 1 32 arrival(s) at}}
    %empty = async.barrier.alloc "empty" size 2 count 64 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %false = arith.constant false
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
          async.barrier.wait %e, %free mode try
          %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
          async.barrier.arrive_expect_tx %f, %bytes
          async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %f, %lapbit mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
      }
    }
    gpu.return
  }
}

// -----

// Expected bytes that are not the bytes of the copies.
gpu.module @bytes {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @bytes(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %false = arith.constant false
    %bytes = arith.constant 512 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
          async.barrier.wait %e, %free mode try
          %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
          // expected-error @+1 {{barrier 'full'[0] expects 512 bytes per phase, but the copies completing on it bring 256}}
          async.barrier.arrive_expect_tx %f, %bytes
          async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %f, %lapbit mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
      }
    }
    gpu.return
  }
}

// -----

// A wait that no producer can complete: nothing arrives on 'never'.
gpu.module @noproducer {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @noproducer(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %never = async.barrier.alloc "never" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %false = arith.constant false
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
          async.barrier.wait %e, %free mode try
          %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
          async.barrier.arrive_expect_tx %f, %bytes
          async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %f, %lapbit mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
      }
    }
    %z = async.barrier.get %never[%c0] : !async.mbarrier_array<1>
    // expected-error @+1 {{wait on barrier 'never' that no producer can complete}}
    async.barrier.wait %z, %false mode try
    gpu.return
  }
}

// -----

// A ready barrier without a release barrier: the producer refills the
// stage without waiting.
gpu.module @notclosed {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @notclosed(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %false = arith.constant false
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
          %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
          async.barrier.arrive_expect_tx %f, %bytes
          // expected-error @+1 {{no wait precedes the copy in the loop}}
          async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        async.barrier.wait %f, %lapbit mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
      }
    }
    gpu.return
  }
}

// -----

// A phase bit that is never toggled.
gpu.module @untoggled {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @untoggled(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %false = arith.constant false
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
          async.barrier.wait %e, %free mode try
          %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
          async.barrier.arrive_expect_tx %f, %bytes
          async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        // expected-error @+1 {{this wait's phase is the same on every iteration of its loop}}
        async.barrier.wait %f, %false mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
      }
    }
    gpu.return
  }
}

// -----

// A phase bit toggled twice per lap (a 1-slot ring: slot 0 every lap).
gpu.module @twice {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @twice(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %false = arith.constant false
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
          async.barrier.wait %e, %free mode try
          %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
          async.barrier.arrive_expect_tx %f, %bytes
          async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      %done = scf.for %k = %c0 to %n step %c1 iter_args(%ph = %false) -> (i1) {
        %slot = arith.remui %k, %c2 : index
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        // expected-error @+1 {{this wait's phase is toggled 2 times per iteration of its loop}}
        async.barrier.wait %f, %ph mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
        %t1 = arith.xori %ph, %true : i1
        %t2 = arith.xori %t1, %true : i1
        scf.yield %t2 : i1
      }
    }
    gpu.return
  }
}

// -----

// The consumer's first wait has the wrong initial phase (parity 1): it
// passes on the fresh barrier before any byte landed.
gpu.module @early {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @early(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %false = arith.constant false
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
          async.barrier.wait %e, %free mode try
          %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
          async.barrier.arrive_expect_tx %f, %bytes
          async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        // expected-error @+1 {{this wait passes on a fresh barrier before any byte has landed on it: its initial phase is wrong}}
        async.barrier.wait %f, %free mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
      }
    }
    gpu.return
  }
}

// -----

// The producer's first wait has the wrong initial phase (parity 0 on a
// fresh free barrier): deadlock, with a counterexample.
gpu.module @deadlock {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<128 x i32>
  gpu.func @deadlock(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    %empty = async.barrier.alloc "empty" size 2 count 32 scope cta : !async.mbarrier_array<2>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %false = arith.constant false
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
          %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
          async.barrier.wait %e, %lapbit mode try
          %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
          async.barrier.arrive_expect_tx %f, %bytes
          async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c2 : index
        %lap = arith.divui %k, %c2 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<2>
        // expected-error @+1 {{deadlock: warp 1 waits on 'full'[0] for parity 0 while it is in phase 0; warp 0 waits on 'empty'[0] for parity 0 while it is in phase 0 (bounded model check}}
        async.barrier.wait %f, %lapbit mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<2>
        async.barrier.arrive %e
      }
    }
    gpu.return
  }
}

// -----

// An MMA commit routed to a barrier nobody waits on.
gpu.module @mma [#nvvm.target<chip = "sm_100a">] {
  gpu.func @mma() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %d = async.barrier.alloc "done" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %b = async.barrier.get %d[%c0] : !async.mbarrier_array<1>
    // expected-error @+1 {{the MMA completion is routed to barrier 'done', which nobody waits on}}
    async.barrier.commit_mma %b
    gpu.return
  }
}

// -----

// The same MMA with its wait: no report.
gpu.module @mma_waited [#nvvm.target<chip = "sm_100a">] {
  gpu.func @mma_waited() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %d = async.barrier.alloc "done" size 1 count 32 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %false = arith.constant false
    %b = async.barrier.get %d[%c0] : !async.mbarrier_array<1>
    async.barrier.commit_mma %b
    async.barrier.wait %b, %false mode try
    gpu.return
  }
}

// -----

// A generic store read by the async proxy without a fence; the fixed kernel
// below it has the fence.
gpu.module @fence {
  gpu.func @nofence(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %d = async.barrier.alloc "unused" size 1 count 1 scope cta : !async.mbarrier_array<1>
    // expected-error @+1 {{generic store to shared memory reaches 'async.copy.bulk_store' at}}
    llvm.store %v, %src : i32, !llvm.ptr<3>
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @fenced(%dst: !llvm.ptr<1>, %src: !llvm.ptr<3>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %d = async.barrier.alloc "unused" size 1 count 1 scope cta : !async.mbarrier_array<1>
    llvm.store %v, %src : i32, !llvm.ptr<3>
    async.fence.proxy_async
    // The source is an argument: the staging order cannot be followed.
    // expected-warning @+1 {{shared-memory accesses of kernel @fenced not verified: the simulation cannot tell the bytes this bulk store reads}}
    async.copy.bulk_store %dst, %src bytes 4096 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

// A CTA-wide barrier inside a branch that only some threads take; the
// fixed kernel below it leaves the barrier outside the branch.
gpu.module @collective {
  gpu.func @collective() kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %d = async.barrier.alloc "unused" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c32 = arith.constant 32 : i32
    %low = arith.cmpi ult, %tid, %c32 : i32
    scf.if %low {
      // expected-error @+1 {{'gpu.barrier' is a CTA-wide or cluster-wide collective, but only some threads reach it}}
      gpu.barrier
    }
    gpu.barrier
    gpu.return
  }
  gpu.func @collective_fixed(%out: !llvm.ptr<3>, %v: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    // A CTA barrier is no arrival on an mbarrier: 'unused' gets no report.
    %d = async.barrier.alloc "unused" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c32 = arith.constant 32 : i32
    %low = arith.cmpi ult, %tid, %c32 : i32
    scf.if %low {
      llvm.store %v, %out : i32, !llvm.ptr<3>
    }
    gpu.barrier
    gpu.return
  }
}

// -----

// Multicast copies land on every CTA's barrier, but only CTA 0 expects the
// bytes. In the fixed kernel every CTA expects the bytes that land on its
// own barrier and CTA 0 issues the multicast copy.
gpu.module @multicast {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<256 x i32>
  gpu.func @one_cta_expects(%src: !llvm.ptr<1>, %mask: i16) kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %d = async.barrier.alloc "ready" size 1 count 1 scope cluster : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %bytes = arith.constant 1024 : i32
    %b = async.barrier.get %d[%c0] : !async.mbarrier_array<1>
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %first = arith.cmpi eq, %rank, %zero : i32
    scf.if %first {
      // expected-error @+1 {{completes bytes on barrier 'ready' of every CTA, but only some CTAs expect them here}}
      async.barrier.arrive_expect_tx %b, %bytes
    }
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    async.copy.bulk %tile, %src, %b cta_mask(%mask) bytes 1024 : !llvm.ptr<3>
    gpu.return
  }
  gpu.func @every_cta_expects(%src: !llvm.ptr<1>, %mask: i16) kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %d = async.barrier.alloc "ready" size 1 count 1 scope cluster : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %bytes = arith.constant 1024 : i32
    %b = async.barrier.get %d[%c0] : !async.mbarrier_array<1>
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %first = arith.cmpi eq, %rank, %zero : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lead = arith.cmpi eq, %tid, %zero : i32
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    // Both CTAs of the cluster: each receives the copy it expects.
    %both = arith.constant 3 : i16
    scf.if %lead {
      async.barrier.arrive_expect_tx %b, %bytes
      scf.if %first {
        async.copy.bulk %tile, %src, %b cta_mask(%both) bytes 1024 : !llvm.ptr<3>
      }
    }
    // The bytes have landed before the CTA exits.
    %phase0 = arith.constant false
    async.barrier.wait %b, %phase0 mode try
    gpu.return
  }
}

// -----

// A multicast copy onto barriers whose initialization only the CTA sees:
// another CTA's copy may land before the init is visible. The fixed kernel
// gives the barrier cluster scope.
gpu.module @init_visibility {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<256 x i32>
  gpu.func @cta_scope(%src: !llvm.ptr<1>, %mask: i16) kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %d = async.barrier.alloc "ready" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %bytes = arith.constant 2048 : i32
    %b = async.barrier.get %d[%c0] : !async.mbarrier_array<1>
    async.barrier.arrive_expect_tx %b, %bytes
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    // expected-error @+1 {{multicast copy completes on barrier 'ready' of every CTA in its mask, but no barrier of the kernel has scope cluster}}
    async.copy.bulk %tile, %src, %b cta_mask(%mask) bytes 1024 : !llvm.ptr<3>
    gpu.return
  }
}

// -----

gpu.module @init_visible {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<256 x i32>
  gpu.func @cluster_scope(%src: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %mask = arith.constant 3 : i16
    %d = async.barrier.alloc "ready" size 1 count 1 scope cluster : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %bytes = arith.constant 2048 : i32
    %b = async.barrier.get %d[%c0] : !async.mbarrier_array<1>
    %zero = arith.constant 0 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lead = arith.cmpi eq, %tid, %zero : i32
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    // Both CTAs multicast 1024 bytes to both: 2048 land on each barrier.
    scf.if %lead {
      async.barrier.arrive_expect_tx %b, %bytes
      async.copy.bulk %tile, %src, %b cta_mask(%mask) bytes 1024 : !llvm.ptr<3>
    }
    // The bytes have landed before the CTA exits.
    %phase0 = arith.constant false
    async.barrier.wait %b, %phase0 mode try
    gpu.return
  }
}

// -----

// A multicast copy onto a barrier of scope cta, in a kernel whose other
// barrier has scope cluster (so the init sync spans the cluster): the
// bytes land in this CTA's memory and complete on this CTA's barrier, and
// a CTA-scope wait that sees the phase complete sees them.
gpu.module @multicast_cta_wait {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<256 x i32>
  gpu.func @cta_wait(%src: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %mask = arith.constant 3 : i16
    %d = async.barrier.alloc "ready" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %p = async.barrier.alloc "peer" size 1 count 2 scope cluster : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %bytes = arith.constant 2048 : i32
    %b = async.barrier.get %d[%c0] : !async.mbarrier_array<1>
    %q = async.barrier.get %p[%c0] : !async.mbarrier_array<1>
    %zero = arith.constant 0 : i32
    %r0 = arith.constant 0 : i32
    %r1 = arith.constant 1 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lead = arith.cmpi eq, %tid, %zero : i32
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    scf.if %lead {
      async.barrier.arrive_expect_tx %b, %bytes
      async.copy.bulk %tile, %src, %b cta_mask(%mask) bytes 1024 : !llvm.ptr<3>
    }
    %phase0 = arith.constant false
    async.barrier.wait %b, %phase0 mode try
    // Neither CTA exits while the other's copy may still write it.
    scf.if %lead {
      async.barrier.arrive %q cta(%r0)
      async.barrier.arrive %q cta(%r1)
    }
    async.barrier.wait %q, %phase0 mode try
    gpu.return
  }
}

// -----

// Remote arrives onto barriers whose initialization only the CTA sees: the
// peer's arrive may land before this CTA has initialized the barrier.
gpu.module @remote_init_visibility {
  gpu.func @cta_scope() kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %d = async.barrier.alloc "peer" size 1 count 2 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %r0 = arith.constant 0 : i32
    %r1 = arith.constant 1 : i32
    %false = arith.constant false
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lead = arith.cmpi eq, %tid, %r0 : i32
    %b = async.barrier.get %d[%c0] : !async.mbarrier_array<1>
    scf.if %lead {
      // expected-error @+1 {{arrive on barrier 'peer' of another CTA of the cluster, but no barrier of the kernel has scope cluster}}
      async.barrier.arrive %b cta(%r0)
      // expected-error @+1 {{arrive on barrier 'peer' of another CTA of the cluster}}
      async.barrier.arrive %b cta(%r1)
    }
    async.barrier.wait %b, %false mode try
    gpu.return
  }
}

// -----

// The same exchange with a cluster-scope barrier: its initialization is
// made visible to the cluster before any CTA goes on. No report.
gpu.module @remote_init_visible {
  gpu.func @cluster_scope() kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %d = async.barrier.alloc "peer" size 1 count 2 scope cluster : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %r0 = arith.constant 0 : i32
    %r1 = arith.constant 1 : i32
    %false = arith.constant false
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lead = arith.cmpi eq, %tid, %r0 : i32
    %b = async.barrier.get %d[%c0] : !async.mbarrier_array<1>
    scf.if %lead {
      async.barrier.arrive %b cta(%r0)
      async.barrier.arrive %b cta(%r1)
    }
    async.barrier.wait %b, %false mode try
    gpu.return
  }
}

// -----

// An elect over the full warp that only lane 0 reaches: the other 31 lanes
// never join it. The fixed kernel elects with the whole warp.
gpu.module @partial_warp {
  gpu.func @lane_elects() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %d = async.barrier.alloc "ready" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %false = arith.constant false
    %b = async.barrier.get %d[%c0] : !async.mbarrier_array<1>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane0 = arith.cmpi eq, %tid, %zero : i32
    scf.if %lane0 {
      // expected-error @+1 {{elect.sync over the full warp, but only lane 0 of warp 0 reaches it: the other lanes never join}}
      %e = nvvm.elect.sync -> i1
      scf.if %e {
        async.barrier.arrive %b
      }
    }
    async.barrier.wait %b, %false mode try
    gpu.return
  }
  gpu.func @warp_elects() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %d = async.barrier.alloc "ready" size 1 count 1 scope cta : !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %false = arith.constant false
    %b = async.barrier.get %d[%c0] : !async.mbarrier_array<1>
    %e = nvvm.elect.sync -> i1
    scf.if %e {
      async.barrier.arrive %b
    }
    async.barrier.wait %b, %false mode try
    gpu.return
  }
}

// -----

// Two consumer warps taking the slots in turn (warp 1 the even cursors,
// warp 2 the odd ones) over 3 slots that copies fill: a slot's laps go to
// both warps in turn, so warp 1 waits on lap 1 of slot 1 (cursor 4) having
// waited on lap 0 only. The copy of lap 0 (cursor 1, warp 2's) can still be
// landing, and the parity of lap 1 then passes on the fresh barrier.
gpu.module @turns_shared_slots {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<192 x i32>
  gpu.func @turns_shared_slots(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %full = async.barrier.alloc "full" size 3 count 1 scope cta : !async.mbarrier_array<3>
    %empty = async.barrier.alloc "empty" size 3 count 32 scope cta : !async.mbarrier_array<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp32 = arith.divui %tid, %i32_32 : i32
    %warp = arith.index_cast %warp32 : i32 to index
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c3 : index
        %lap = arith.divui %k, %c3 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<3>
        async.barrier.wait %e, %free mode try
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<3>
        async.barrier.arrive_expect_tx %f, %bytes
        async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      %first = arith.subi %warp, %c1 : index
      scf.for %k = %first to %n step %c2 {
        %slot = arith.remui %k, %c3 : index
        %lap = arith.divui %k, %c3 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<3>
        // expected-error @+1 {{or it waits on a later lap of a barrier whose earlier laps another role waits on: a parity cannot tell the lap it wants from one two laps earlier, which may still be incomplete while its copy lands (copies land out of order)}}
        async.barrier.wait %f, %lapbit mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<3>
        async.barrier.arrive %e
      }
    }
    gpu.return
  }
}

// -----

// The fixed twin: 4 slots, so each slot belongs to one warp (slots 0 and 2
// to warp 1, 1 and 3 to warp 2), which waits on every lap of it. No report.
gpu.module @turns_own_slots {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<192 x i32>
  gpu.func @turns_own_slots(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %full = async.barrier.alloc "full" size 4 count 1 scope cta : !async.mbarrier_array<4>
    %empty = async.barrier.alloc "empty" size 4 count 32 scope cta : !async.mbarrier_array<4>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp32 = arith.divui %tid, %i32_32 : i32
    %warp = arith.index_cast %warp32 : i32 to index
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c4 : index
        %lap = arith.divui %k, %c4 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<4>
        async.barrier.wait %e, %free mode try
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<4>
        async.barrier.arrive_expect_tx %f, %bytes
        async.copy.bulk %buf, %src, %f bytes 256 : !llvm.ptr<3>
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      %first = arith.subi %warp, %c1 : index
      scf.for %k = %first to %n step %c2 {
        %slot = arith.remui %k, %c4 : index
        %lap = arith.divui %k, %c4 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<4>
        async.barrier.wait %f, %lapbit mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<4>
        async.barrier.arrive %e
      }
    }
    gpu.return
  }
}

// -----

// The other fix: 3 slots taken in turn, filled by the producer's arrivals
// (stores before them) instead of copies. Arrivals complete the laps in the
// producer's order: warp 1 saw cursor 2 complete, so cursor 1 (lap 0 of
// slot 1) completed before it, and its wait on cursor 4 is unambiguous.
gpu.module @turns_arrivals {
  llvm.mlir.global internal @buf() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<192 x i32>
  gpu.func @turns_arrivals(%src: !llvm.ptr<1>, %n: index) kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %full = async.barrier.alloc "full" size 3 count 1 scope cta : !async.mbarrier_array<3>
    %empty = async.barrier.alloc "empty" size 3 count 32 scope cta : !async.mbarrier_array<3>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %zero = arith.constant 0 : i32
    %i32_32 = arith.constant 32 : i32
    %true = arith.constant true
    %bytes = arith.constant 256 : i32
    %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %warp32 = arith.divui %tid, %i32_32 : i32
    %warp = arith.index_cast %warp32 : i32 to index
    %is_producer = arith.cmpi eq, %tid, %zero : i32
    scf.if %is_producer {
      scf.for %k = %c0 to %n step %c1 {
        %slot = arith.remui %k, %c3 : index
        %lap = arith.divui %k, %c3 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %free = arith.xori %lapbit, %true : i1
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<3>
        async.barrier.wait %e, %free mode try
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<3>
        async.barrier.arrive %f
      }
    }
    %is_consumer = arith.cmpi uge, %tid, %i32_32 : i32
    scf.if %is_consumer {
      %first = arith.subi %warp, %c1 : index
      scf.for %k = %first to %n step %c2 {
        %slot = arith.remui %k, %c3 : index
        %lap = arith.divui %k, %c3 : index
        %lap64 = arith.index_cast %lap : index to i64
        %lapbit = arith.trunci %lap64 : i64 to i1
        %f = async.barrier.get %full[%slot] : !async.mbarrier_array<3>
        async.barrier.wait %f, %lapbit mode try
        %e = async.barrier.get %empty[%slot] : !async.mbarrier_array<3>
        async.barrier.arrive %e
      }
    }
    gpu.return
  }
}
