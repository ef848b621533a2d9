//! `async-insert-fences`: `fence.proxy.async` between generic-proxy stores
//! to shared memory and the async proxy's reads of it.
//!
//! Ordinary stores (`st.shared`) go through the generic proxy; the bulk copy
//! engine and the tensor cores read shared memory through the async proxy,
//! which does not see them without `fence.proxy.async`. The fence must run
//! on the thread that stored, after its stores and before it synchronizes
//! with the thread that starts the async read (or before that read when it
//! is the same thread).
//!
//! Expects: `async-insert-phases` and `async-lower-cluster-barrier` have
//! run, so synchronization is explicit (`async.barrier.arrive*`, named
//! barriers); `async.warp_specialize` may still be there.
//!
//! Guarantees, in every kernel that holds an async-proxy reader of shared
//! memory (`async.copy.bulk_store`, `nvvm.wgmma.mma_async`,
//! `nvvm.tcgen05.mma`, the bulk and tensor stores of `nvvm`, or inline
//! assembly of `wgmma.mma_async`, `tcgen05.mma`, `cp.async.bulk.global.shared`,
//! `cp.async.bulk.tensor` stores): after every generic store to shared
//! memory (see `phaselock_ir::proxy::is_shared_store`: the `llvm`, `memref`, `vector`, `gpu`
//! and `nvvm` ops that write shared memory through the generic proxy,
//! inline `st`/`atom`/`red` to a shared state space, `stmatrix`, `st.bulk`,
//! and `cp.async` at the wait where its bytes land) the first synchronization or
//! async-proxy read on every path that follows it on the same thread (the
//! rest of its block, loop back edges and exits, both regions of
//! `scf.while`, and out of a role to the code after its `warp_specialize`,
//! never into another role) is preceded by an
//! `async.fence.proxy_async`, unless a fence already lies between them. A
//! fence is never inserted twice at one point, nor right after another.
//!
//! (The other fence of the protocol, `fence.mbarrier_init` after the
//! barriers' initialization, is part of the init ritual emitted by
//! `convert-async-to-nvvm`.)

use crate::{
    builder::Builder,
    ir::{
        proxy::{is_async_reader, is_shared_store, sync_after},
        Op, OpKind,
    },
    PassOptions,
};

/// Runs the pass on `module`.
pub fn run(module: Op, _options: &PassOptions) -> bool {
    let funcs: Vec<Op> = module.descendants_named("gpu.func");
    for func in funcs {
        let ops = func.descendants();
        if !ops.iter().any(|op| is_async_reader(*op)) {
            continue;
        }
        let mut points: Vec<Op> = Vec::new();
        for &op in &ops {
            if is_shared_store(op) {
                for point in sync_after(op) {
                    if !points.contains(&point) {
                        points.push(point);
                    }
                }
            }
        }
        for point in points {
            if point
                .prev()
                .is_some_and(|p| p.kind() == Some(OpKind::FenceProxyAsync))
            {
                continue;
            }
            Builder::before(point).op(OpKind::FenceProxyAsync.name(), &[], &[], &[], Vec::new());
        }
    }
    true
}
