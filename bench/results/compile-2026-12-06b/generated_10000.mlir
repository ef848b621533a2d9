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
  gpu.func @k10() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k11() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k12() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k13() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k14() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k15() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k16() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k17() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k18() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k19() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k20() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k21() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k22() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k23() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k24() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k25() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k26() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k27() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k28() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k29() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k30() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k31() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k32() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k33() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k34() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k35() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k36() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k37() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k38() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k39() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k40() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k41() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k42() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k43() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k44() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k45() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k46() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k47() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k48() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k49() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k50() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k51() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k52() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k53() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k54() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k55() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k56() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k57() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k58() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k59() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k60() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k61() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k62() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k63() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k64() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k65() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k66() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k67() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k68() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k69() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k70() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k71() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k72() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k73() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k74() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k75() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k76() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k77() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k78() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k79() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k80() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k81() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k82() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k83() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k84() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k85() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k86() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k87() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k88() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k89() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k90() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k91() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k92() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k93() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k94() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k95() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k96() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k97() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k98() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
  gpu.func @k99() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
