// The fragment ops' verifier: fragment lengths, the pack's register count
// and type, the coordinates' pair.
// RUN: %async-opt %s --split-input-file --verify-diagnostics --pass-pipeline='async-verify'

gpu.module @reduce_length [#nvvm.target<chip = "sm_90a">] {
  gpu.func @reduce_length(%s: vector<10xf32>) kernel {
    // expected-error @+1 {{the fragment holds 10 elements a thread, but a wgmma tile of 64 x N gives each thread N / 2 for N from 8 to 256, a multiple of 8 (4 to 128, a multiple of 4)}}
    %m = async.fragment.reduce_rows max %s : vector<10xf32> -> vector<2xf32>
    gpu.return
  }
}

// -----

gpu.module @reduce_kind [#nvvm.target<chip = "sm_90a">] {
  gpu.func @reduce_kind(%s: vector<8xf32>) kernel {
    // expected-error @+1 {{attribute 'kind' failed to satisfy constraint: reduction: `add`, `max` or `min`}}
    %m = async.fragment.reduce_rows mul %s : vector<8xf32> -> vector<2xf32>
    gpu.return
  }
}

// -----

gpu.module @rows [#nvvm.target<chip = "sm_90a">] {
  gpu.func @rows(%s: vector<8xf32>) kernel {
    // expected-error @+1 {{result #0 must be}}
    %m = "async.fragment.reduce_rows"(%s) {kind = "max"} : (vector<8xf32>) -> vector<4xf32>
    gpu.return
  }
}

// -----

gpu.module @broadcast_length [#nvvm.target<chip = "sm_90a">] {
  gpu.func @broadcast_length(%m: vector<2xf32>) kernel {
    // expected-error @+1 {{the result holds 256 elements a thread}}
    %b = async.fragment.broadcast_rows %m : vector<2xf32> -> vector<256xf32>
    gpu.return
  }
}

// -----

gpu.module @coordinates_pair [#nvvm.target<chip = "sm_90a">] {
  gpu.func @coordinates_pair() kernel {
    // expected-error @+1 {{the rows and the columns are of one fragment: give them the same length}}
    %r, %c = async.fragment.coordinates : vector<8xi32>, vector<16xi32>
    gpu.return
  }
}

// -----

gpu.module @pack_count [#nvvm.target<chip = "sm_90a">] {
  gpu.func @pack_count(%s: vector<8xf32>) kernel {
    // expected-error @+1 {{8 elements pack into 4 registers of two, not 8}}
    %p = async.fragment.pack %s : vector<8xf32> -> vector<8xi32>
    gpu.return
  }
}

// -----

gpu.module @pack_type [#nvvm.target<chip = "sm_90a">] {
  gpu.func @pack_type(%s: vector<8xf32>) kernel {
    // expected-error @+1 {{type e4m3: a fragment packs into 16-bit A registers (bf16 or f16); the 8-bit A layout of wgmma orders the elements differently}}
    %p = async.fragment.pack %s {type = "e4m3"} : vector<8xf32> -> vector<4xi32>
    gpu.return
  }
}
