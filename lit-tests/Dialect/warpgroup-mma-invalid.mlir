// async.warpgroup.mma's verifier: the accumulator's length, the element
// types, the transposes and the chip.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify'

gpu.module @length [#nvvm.target<chip = "sm_90a">] {
  gpu.func @length(%acc: vector<6xf32>, %a: vector<4xi32>, %b: i64) kernel {
    // expected-error @+1 {{the accumulator holds 6 elements a thread, but a wgmma tile of 64 x N gives each thread N / 2 for N from 8 to 256, a multiple of 8 (4 to 128, a multiple of 4)}}
    %0 = async.warpgroup.mma %acc, %a, %b : vector<6xf32>, vector<4xi32>
    gpu.return
  }
}

// -----

gpu.module @too_wide [#nvvm.target<chip = "sm_90a">] {
  gpu.func @too_wide(%acc: vector<132xf32>, %a: vector<4xi32>, %b: i64) kernel {
    // expected-error @+1 {{the accumulator holds 132 elements a thread}}
    %0 = async.warpgroup.mma %acc, %a, %b : vector<132xf32>, vector<4xi32>
    gpu.return
  }
}

// -----

gpu.module @pair [#nvvm.target<chip = "sm_90a">] {
  gpu.func @pair(%acc: vector<64xf32>, %a: i64, %b: i64) kernel {
    // expected-error @+1 {{a_type bf16 and b_type e4m3 do not pair: wgmma takes two equal 16-bit types (bf16, f16) or two 8-bit ones (e4m3, e5m2)}}
    %0 = async.warpgroup.mma %acc, %a, %b {b_type = "e4m3"} : vector<64xf32>, i64
    gpu.return
  }
}

// -----

gpu.module @mixed16 [#nvvm.target<chip = "sm_90a">] {
  gpu.func @mixed16(%acc: vector<64xf32>, %a: i64, %b: i64) kernel {
    // expected-error @+1 {{a_type f16 and b_type bf16 do not pair}}
    %0 = async.warpgroup.mma %acc, %a, %b {a_type = "f16"} : vector<64xf32>, i64
    gpu.return
  }
}

// -----

gpu.module @fp8_transposed [#nvvm.target<chip = "sm_90a">] {
  gpu.func @fp8_transposed(%acc: vector<64xf32>, %a: i64, %b: i64) kernel {
    // expected-error @+1 {{b_major = "mn": wgmma reads only 16-bit elements (bf16, f16) transposed, and the type is e4m3}}
    %0 = async.warpgroup.mma %acc, %a, %b {a_type = "e4m3", b_type = "e4m3", b_major = "mn"} : vector<64xf32>, i64
    gpu.return
  }
}

// -----

gpu.module @registers_transposed [#nvvm.target<chip = "sm_90a">] {
  gpu.func @registers_transposed(%acc: vector<64xf32>, %a: vector<4xi32>, %b: i64) kernel {
    // expected-error @+1 {{a_major = "mn" describes a tile in shared memory, but A comes from registers here (their layout is fixed)}}
    %0 = async.warpgroup.mma %acc, %a, %b {a_major = "mn"} : vector<64xf32>, vector<4xi32>
    gpu.return
  }
}

// -----

gpu.module @blackwell [#nvvm.target<chip = "sm_100a">] {
  gpu.func @blackwell(%acc: vector<64xf32>, %a: vector<4xi32>, %b: i64) kernel {
    // expected-error @+1 {{'async.warpgroup.mma' is a wgmma op, which needs sm_90a; the target is sm_100a (use tcgen05 there)}}
    %0 = async.warpgroup.mma %acc, %a, %b : vector<64xf32>, vector<4xi32>
    gpu.return
  }
}

// -----

gpu.module @type [#nvvm.target<chip = "sm_90a">] {
  gpu.func @type(%acc: vector<64xf32>, %b: i64) kernel {
    // expected-error @+1 {{'async.warpgroup.mma' op attribute 'a_type' failed to satisfy constraint}}
    %0 = async.warpgroup.mma %acc, %b, %b {a_type = "tf32"} : vector<64xf32>, i64
    gpu.return
  }
}

// -----

gpu.module @registers [#nvvm.target<chip = "sm_90a">] {
  gpu.func @registers(%acc: vector<64xf32>, %a: vector<8xi32>, %b: i64) kernel {
    // expected-error @+1 {{operand #1 must be}}
    %0 = async.warpgroup.mma %acc, %a, %b : vector<64xf32>, vector<8xi32>
    gpu.return
  }
}
