gpu.module @generated [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k0() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %a = "async.barrier.alloc"() {size = 4 : i64, count = 32 : i64, scope = "cta", name = "a"} : () -> !async.mbarrier_array<4>
    %i = arith.constant 0 : index
    %p0 = arith.constant false
    %p1 = arith.constant true
    %b0 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b0) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b0, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b1 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b1) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b1, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b2 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b2) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b2, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b3 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b3) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b3, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b4 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b4) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b4, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b5 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b5) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b5, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b6 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b6) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b6, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b7 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b7) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b7, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b8 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b8) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b8, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b9 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b9) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b9, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b10 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b10) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b10, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b11 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b11) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b11, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b12 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b12) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b12, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b13 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b13) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b13, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b14 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b14) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b14, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b15 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b15) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b15, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b16 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b16) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b16, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b17 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b17) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b17, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b18 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b18) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b18, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b19 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b19) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b19, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b20 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b20) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b20, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b21 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b21) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b21, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b22 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b22) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b22, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b23 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b23) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b23, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b24 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b24) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b24, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b25 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b25) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b25, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b26 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b26) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b26, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b27 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b27) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b27, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b28 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b28) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b28, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b29 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b29) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b29, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b30 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b30) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b30, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b31 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b31) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b31, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b32 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b32) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b32, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    gpu.return
  }
  gpu.func @k1() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %a = "async.barrier.alloc"() {size = 4 : i64, count = 32 : i64, scope = "cta", name = "a"} : () -> !async.mbarrier_array<4>
    %i = arith.constant 0 : index
    %p0 = arith.constant false
    %p1 = arith.constant true
    %b0 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b0) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b0, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b1 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b1) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b1, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b2 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b2) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b2, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b3 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b3) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b3, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b4 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b4) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b4, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b5 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b5) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b5, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b6 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b6) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b6, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b7 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b7) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b7, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b8 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b8) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b8, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b9 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b9) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b9, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b10 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b10) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b10, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b11 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b11) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b11, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b12 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b12) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b12, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b13 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b13) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b13, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b14 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b14) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b14, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b15 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b15) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b15, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b16 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b16) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b16, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b17 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b17) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b17, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b18 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b18) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b18, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b19 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b19) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b19, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b20 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b20) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b20, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b21 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b21) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b21, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b22 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b22) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b22, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b23 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b23) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b23, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b24 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b24) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b24, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b25 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b25) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b25, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b26 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b26) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b26, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b27 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b27) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b27, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b28 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b28) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b28, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b29 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b29) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b29, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b30 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b30) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b30, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b31 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b31) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b31, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b32 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b32) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b32, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    gpu.return
  }
  gpu.func @k2() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %a = "async.barrier.alloc"() {size = 4 : i64, count = 32 : i64, scope = "cta", name = "a"} : () -> !async.mbarrier_array<4>
    %i = arith.constant 0 : index
    %p0 = arith.constant false
    %p1 = arith.constant true
    %b0 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b0) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b0, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b1 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b1) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b1, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b2 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b2) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b2, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b3 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b3) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b3, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b4 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b4) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b4, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b5 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b5) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b5, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b6 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b6) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b6, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b7 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b7) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b7, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b8 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b8) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b8, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b9 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b9) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b9, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b10 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b10) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b10, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b11 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b11) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b11, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b12 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b12) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b12, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b13 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b13) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b13, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b14 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b14) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b14, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b15 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b15) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b15, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b16 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b16) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b16, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b17 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b17) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b17, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b18 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b18) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b18, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b19 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b19) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b19, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b20 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b20) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b20, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b21 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b21) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b21, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b22 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b22) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b22, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b23 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b23) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b23, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b24 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b24) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b24, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b25 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b25) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b25, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b26 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b26) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b26, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b27 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b27) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b27, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b28 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b28) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b28, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b29 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b29) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b29, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b30 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b30) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b30, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b31 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b31) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b31, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b32 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b32) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b32, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    gpu.return
  }
  gpu.func @k3() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %a = "async.barrier.alloc"() {size = 4 : i64, count = 32 : i64, scope = "cta", name = "a"} : () -> !async.mbarrier_array<4>
    %i = arith.constant 0 : index
    %p0 = arith.constant false
    %p1 = arith.constant true
    %b0 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b0) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b0, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b1 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b1) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b1, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b2 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b2) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b2, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b3 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b3) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b3, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b4 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b4) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b4, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b5 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b5) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b5, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b6 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b6) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b6, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b7 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b7) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b7, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b8 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b8) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b8, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b9 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b9) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b9, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b10 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b10) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b10, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b11 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b11) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b11, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b12 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b12) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b12, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b13 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b13) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b13, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b14 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b14) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b14, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b15 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b15) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b15, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b16 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b16) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b16, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b17 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b17) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b17, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b18 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b18) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b18, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b19 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b19) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b19, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b20 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b20) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b20, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b21 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b21) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b21, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b22 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b22) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b22, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b23 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b23) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b23, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b24 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b24) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b24, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b25 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b25) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b25, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b26 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b26) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b26, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b27 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b27) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b27, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b28 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b28) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b28, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b29 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b29) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b29, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b30 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b30) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b30, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b31 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b31) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b31, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b32 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b32) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b32, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    gpu.return
  }
  gpu.func @k4() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %a = "async.barrier.alloc"() {size = 4 : i64, count = 32 : i64, scope = "cta", name = "a"} : () -> !async.mbarrier_array<4>
    %i = arith.constant 0 : index
    %p0 = arith.constant false
    %p1 = arith.constant true
    %b0 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b0) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b0, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b1 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b1) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b1, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b2 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b2) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b2, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b3 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b3) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b3, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b4 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b4) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b4, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b5 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b5) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b5, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b6 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b6) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b6, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b7 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b7) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b7, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b8 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b8) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b8, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b9 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b9) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b9, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b10 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b10) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b10, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b11 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b11) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b11, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b12 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b12) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b12, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b13 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b13) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b13, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b14 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b14) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b14, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b15 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b15) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b15, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b16 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b16) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b16, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b17 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b17) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b17, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b18 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b18) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b18, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b19 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b19) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b19, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b20 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b20) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b20, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b21 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b21) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b21, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b22 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b22) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b22, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b23 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b23) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b23, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b24 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b24) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b24, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b25 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b25) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b25, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b26 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b26) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b26, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b27 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b27) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b27, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b28 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b28) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b28, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b29 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b29) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b29, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b30 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b30) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b30, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b31 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b31) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b31, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b32 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b32) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b32, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    gpu.return
  }
  gpu.func @k5() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %a = "async.barrier.alloc"() {size = 4 : i64, count = 32 : i64, scope = "cta", name = "a"} : () -> !async.mbarrier_array<4>
    %i = arith.constant 0 : index
    %p0 = arith.constant false
    %p1 = arith.constant true
    %b0 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b0) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b0, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b1 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b1) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b1, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b2 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b2) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b2, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b3 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b3) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b3, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b4 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b4) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b4, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b5 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b5) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b5, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b6 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b6) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b6, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b7 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b7) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b7, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b8 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b8) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b8, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b9 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b9) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b9, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b10 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b10) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b10, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b11 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b11) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b11, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b12 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b12) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b12, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b13 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b13) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b13, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b14 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b14) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b14, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b15 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b15) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b15, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b16 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b16) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b16, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b17 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b17) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b17, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b18 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b18) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b18, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b19 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b19) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b19, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b20 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b20) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b20, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b21 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b21) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b21, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b22 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b22) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b22, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b23 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b23) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b23, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b24 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b24) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b24, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b25 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b25) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b25, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b26 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b26) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b26, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b27 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b27) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b27, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b28 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b28) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b28, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b29 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b29) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b29, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b30 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b30) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b30, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b31 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b31) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b31, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b32 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b32) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b32, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    gpu.return
  }
  gpu.func @k6() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %a = "async.barrier.alloc"() {size = 4 : i64, count = 32 : i64, scope = "cta", name = "a"} : () -> !async.mbarrier_array<4>
    %i = arith.constant 0 : index
    %p0 = arith.constant false
    %p1 = arith.constant true
    %b0 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b0) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b0, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b1 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b1) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b1, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b2 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b2) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b2, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b3 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b3) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b3, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b4 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b4) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b4, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b5 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b5) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b5, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b6 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b6) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b6, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b7 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b7) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b7, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b8 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b8) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b8, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b9 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b9) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b9, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b10 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b10) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b10, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b11 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b11) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b11, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b12 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b12) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b12, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b13 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b13) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b13, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b14 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b14) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b14, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b15 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b15) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b15, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b16 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b16) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b16, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b17 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b17) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b17, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b18 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b18) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b18, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b19 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b19) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b19, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b20 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b20) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b20, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b21 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b21) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b21, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b22 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b22) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b22, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b23 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b23) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b23, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b24 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b24) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b24, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b25 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b25) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b25, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b26 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b26) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b26, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b27 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b27) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b27, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b28 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b28) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b28, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b29 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b29) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b29, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b30 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b30) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b30, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b31 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b31) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b31, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b32 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b32) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b32, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    gpu.return
  }
  gpu.func @k7() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %a = "async.barrier.alloc"() {size = 4 : i64, count = 32 : i64, scope = "cta", name = "a"} : () -> !async.mbarrier_array<4>
    %i = arith.constant 0 : index
    %p0 = arith.constant false
    %p1 = arith.constant true
    %b0 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b0) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b0, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b1 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b1) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b1, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b2 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b2) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b2, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b3 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b3) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b3, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b4 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b4) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b4, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b5 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b5) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b5, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b6 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b6) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b6, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b7 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b7) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b7, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b8 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b8) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b8, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b9 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b9) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b9, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b10 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b10) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b10, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b11 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b11) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b11, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b12 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b12) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b12, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b13 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b13) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b13, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b14 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b14) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b14, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b15 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b15) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b15, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b16 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b16) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b16, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b17 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b17) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b17, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b18 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b18) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b18, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b19 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b19) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b19, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b20 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b20) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b20, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b21 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b21) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b21, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b22 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b22) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b22, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b23 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b23) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b23, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b24 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b24) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b24, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b25 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b25) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b25, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b26 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b26) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b26, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b27 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b27) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b27, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b28 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b28) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b28, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b29 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b29) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b29, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b30 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b30) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b30, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b31 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b31) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b31, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b32 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b32) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b32, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    gpu.return
  }
  gpu.func @k8() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %a = "async.barrier.alloc"() {size = 4 : i64, count = 32 : i64, scope = "cta", name = "a"} : () -> !async.mbarrier_array<4>
    %i = arith.constant 0 : index
    %p0 = arith.constant false
    %p1 = arith.constant true
    %b0 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b0) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b0, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b1 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b1) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b1, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b2 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b2) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b2, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b3 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b3) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b3, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b4 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b4) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b4, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b5 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b5) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b5, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b6 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b6) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b6, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b7 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b7) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b7, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b8 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b8) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b8, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b9 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b9) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b9, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b10 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b10) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b10, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b11 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b11) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b11, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b12 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b12) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b12, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b13 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b13) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b13, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b14 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b14) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b14, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b15 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b15) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b15, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b16 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b16) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b16, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b17 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b17) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b17, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b18 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b18) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b18, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b19 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b19) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b19, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b20 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b20) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b20, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b21 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b21) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b21, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b22 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b22) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b22, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b23 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b23) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b23, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b24 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b24) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b24, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b25 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b25) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b25, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b26 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b26) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b26, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b27 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b27) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b27, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b28 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b28) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b28, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b29 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b29) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b29, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b30 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b30) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b30, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b31 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b31) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b31, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b32 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b32) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b32, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    gpu.return
  }
  gpu.func @k9() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %a = "async.barrier.alloc"() {size = 4 : i64, count = 32 : i64, scope = "cta", name = "a"} : () -> !async.mbarrier_array<4>
    %i = arith.constant 0 : index
    %p0 = arith.constant false
    %p1 = arith.constant true
    %b0 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b0) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b0, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b1 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b1) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b1, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b2 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b2) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b2, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b3 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b3) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b3, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b4 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b4) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b4, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b5 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b5) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b5, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b6 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b6) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b6, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b7 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b7) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b7, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b8 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b8) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b8, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b9 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b9) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b9, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b10 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b10) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b10, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b11 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b11) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b11, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b12 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b12) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b12, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b13 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b13) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b13, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b14 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b14) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b14, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b15 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b15) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b15, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b16 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b16) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b16, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b17 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b17) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b17, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b18 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b18) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b18, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b19 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b19) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b19, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b20 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b20) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b20, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b21 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b21) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b21, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b22 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b22) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b22, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b23 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b23) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b23, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b24 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b24) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b24, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b25 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b25) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b25, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b26 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b26) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b26, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b27 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b27) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b27, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b28 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b28) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b28, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b29 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b29) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b29, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b30 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b30) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b30, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b31 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b31) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b31, %p1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    %b32 = "async.barrier.get"(%a, %i) : (!async.mbarrier_array<4>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b32) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b32, %p0) {mode = "try"} : (!async.mbarrier, i1) -> ()
    gpu.return
  }
}
