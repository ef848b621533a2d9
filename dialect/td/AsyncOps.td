//===- AsyncOps.td - the phaselock `async` dialect ---------*- tablegen -*-===//
//
// The single definition of the `async` dialect: types, operations, their
// operands, attributes and documentation. From this file the build produces
// the dialect's C++ classes (mlir-tblgen), the typed Rust builders, the
// attribute table of `async-verify` and docs/ops.md.
//
// Attribute kinds understood by the docs and table generator (build.rs):
//   I64Attr, I32Attr, StrAttr, UnitAttr, TypeAttr, Async_EnumAttr<...>,
//   OptionalAttr<...>.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Async_Dialect : Dialect {
  let name = "async";
  let cppNamespace = "::phaselock::async";
  // Inherent attributes live in the attribute dictionary (not in properties),
  // so the generic form spells them `{...}` and every pass reads and writes
  // them by name like any other attribute.
  let usePropertiesForAttributes = 0;
  let useDefaultTypePrinterParser = 1;
  let extraClassDeclaration = [{
    /// The shared memory that the barrier, stage and copy operations read
    /// and write: the mbarriers, the stage buffers and the counter words.
    struct SharedMemoryResource
        : public ::mlir::SideEffects::Resource::Base<SharedMemoryResource> {
      ::llvm::StringRef getName() final { return "async.shared_memory"; }
    };
  }];
  let summary = "GPU asynchronous synchronization: mbarriers, stage rings, cluster barriers";
  let description = [{
    The `async` dialect describes producer/consumer pipelines on NVIDIA GPUs
    (sm_90a, sm_100a). Barrier-level operations carry explicit phases and are
    the escape hatch for hand-written protocols; pipeline-level operations let
    the compiler own the phase bits, the init counts and the shared-memory
    layout.
  }];
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

class Async_Type<string name, string typeMnemonic> : TypeDef<Async_Dialect, name> {
  let mnemonic = typeMnemonic;
}

def Async_MBarrier : Async_Type<"MBarrier", "mbarrier"> {
  let summary = "one mbarrier object in shared memory";
  let description = [{
    A 64-bit mbarrier in shared memory: a pending-arrival count, a pending
    transaction-byte count and a phase bit.

    Example: `!async.mbarrier`
  }];
}

def Async_MBarrierArray : Async_Type<"MBarrierArray", "mbarrier_array"> {
  let summary = "N mbarriers allocated together";
  let description = [{
    A group of `N` mbarriers with one arrival count and one scope. The groups of
    a kernel form its barrier arena.

    Example: `!async.mbarrier_array<4>`
  }];
  let parameters = (ins "int64_t":$size);
  let assemblyFormat = "`<` $size `>`";
}

def Async_Pipeline : Async_Type<"Pipeline", "pipeline"> {
  let summary = "an N-stage shared-memory ring";
  let description = [{
    `N` stage buffers with their `full[N]` and `empty[N]` barrier arrays.

    Example: `!async.pipeline<3>`
  }];
  let parameters = (ins "int64_t":$stages);
  let assemblyFormat = "`<` $stages `>`";
}

def Async_Stage : Async_Type<"Stage", "stage"> {
  let summary = "the cursor of one pipeline iteration";
  let description = [{
    The (slot, phase) pair of stage cursor `k`: slot = k mod N and
    phase = (k div N) & 1.

    Example: `!async.stage`
  }];
}

def Async_TensorMap : Async_Type<"TensorMap", "tensor_map"> {
  let summary = "a TMA tensor map: a global tensor seen as tiles of a fixed box";
  let description = [{
    A 128-byte CUDA tensor map (`CUtensorMap`) describing a tiled view of a
    global tensor: its element type, the box (tile) that one tensor copy
    moves, written outermost dimension first like a memref shape (rank 1 to
    5, each dimension 1 to 256), and the shared-memory swizzle the copies
    write in, in bytes: 0 (none), 32, 64 or 128. The tensor's address, shape
    and strides are the runtime's (`TensorMap::tiled`); the compiler knows
    the box, so it knows the bytes each copy completes: the product of the
    box and the element size.

    A value of this type is a kernel argument, passed by value as a 64-byte
    aligned, 128-byte grid-constant parameter; the tensor copies address it
    in the parameter space.

    Example: `!async.tensor_map<64x64xbf16, swizzle 128>` (64 rows
    of 64 bf16, 128-byte swizzle).
  }];
  let parameters = (ins "::mlir::Type":$element,
                        AttrOrTypeParameter<"::mlir::DenseI64ArrayAttr", "the box, outermost first">:$box,
                        AttrOrTypeParameter<"::mlir::IntegerAttr", "the swizzle span in bytes">:$swizzle);
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Attribute constraints
//===----------------------------------------------------------------------===//

/// A string attribute restricted to a fixed set of values. The verifier
/// names the attribute and lists the values (the description) when the value
/// is another string or not a string.
class Async_EnumAttr<string descr, list<string> values>
    : StringBasedAttr<CPred<"::llvm::isa<::mlir::StringAttr>($_self) && ::llvm::is_contained("
                            # "::llvm::ArrayRef<::llvm::StringRef>{\"" # !interleave(values, "\", \"") # "\"}, "
                            # "::llvm::cast<::mlir::StringAttr>($_self).getValue())">, descr> {
  list<string> enumValues = values;
}

def Async_ScopeAttr : Async_EnumAttr<"barrier scope: `cta` or `cluster`", ["cta", "cluster"]>;
def Async_WaitModeAttr : Async_EnumAttr<"wait mode: `try` or `test`", ["try", "test"]>;
def Async_BarrierKindAttr : Async_EnumAttr<"stage barrier: `full` or `empty`", ["full", "empty"]>;
def Async_ReduceKindAttr : Async_EnumAttr<"reduction: `add`, `max` or `min`", ["add", "max", "min"]>;
def Async_MajorAttr : Async_EnumAttr<"operand major: `k` or `mn`", ["k", "mn"]>;
def Async_MmaTypeAttr : Async_EnumAttr<"wgmma element type: `bf16`, `f16`, `e4m3` or `e5m2`",
                                       ["bf16", "f16", "e4m3", "e5m2"]>;
def Async_CacheHintAttr : Async_EnumAttr<"L2 cache hint: `evict_normal`, `evict_first`, `evict_last` or `evict_unchanged`",
                                         ["evict_normal", "evict_first", "evict_last", "evict_unchanged"]>;
def Async_ArriveUnitAttr : Async_EnumAttr<"arrive unit: `thread`, `warp`, `warpgroup`, `cta` or `mma`",
                                          ["thread", "warp", "warpgroup", "cta", "mma"]>;

//===----------------------------------------------------------------------===//
// Operand constraints
//===----------------------------------------------------------------------===//

/// An `!llvm.ptr` in the given address space.
class Async_Ptr<int space, string descr>
    : Type<CPred<"::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self) && "
                 # "::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == " # space>,
           descr, "::mlir::LLVM::LLVMPointerType">,
      BuildableType<"::mlir::LLVM::LLVMPointerType::get($_builder.getContext(), " # space # ")">;

def Async_SharedPtr : Async_Ptr<3, "!llvm.ptr<3> (shared memory)">;
def Async_GlobalPtr : Async_Ptr<1, "!llvm.ptr<1> (global memory)">;
def Async_StageBuffer : Type<CPred<"::llvm::isa<::mlir::MemRefType>($_self)">,
                             "memref in shared memory", "::mlir::MemRefType">;
def Async_SharedRef : Type<Or<[Async_SharedPtr.predicate, CPred<"::llvm::isa<::mlir::MemRefType>($_self)">]>,
                           "!llvm.ptr<3> or a memref in shared memory">;
def Async_ReduceValue : AnyTypeOf<[I32, F32]>;
def Async_AccFragment : VectorOfRankAndType<[1], [F32]>;
def Async_MmaOperandA : AnyTypeOf<[I64, VectorOfLengthAndType<[4], [I32]>]>;
def Async_RowPair : VectorOfLengthAndType<[2], [F32]>;
def Async_IndexFragment : VectorOfRankAndType<[1], [I32]>;

//===----------------------------------------------------------------------===//
// Memory effects
//===----------------------------------------------------------------------===//
//
// Every operation declares its effects, so that upstream canonicalize, cse
// and loop-invariant code motion never merge, hoist or drop a barrier
// operation: each one reads and writes shared memory, so no two are the same
// computation and none is dead or invariant.

def Async_SharedMemory : Resource<"::phaselock::async::AsyncDialect::SharedMemoryResource">;

/// Barrier, stage and copy operations: they read and write shared memory.
def Async_BarrierEffects : MemoryEffects<[MemRead<Async_SharedMemory>, MemWrite<Async_SharedMemory>]>;

/// Operations that select a barrier, a counter word, a stage buffer or its
/// descriptor. They only compute an address, but the passes and the
/// protocol checker follow each selection to the barrier or buffer it names
/// where it is written, so they carry the effects of the barrier operations
/// and stay where they are, one per use written.
def Async_SelectEffects : MemoryEffects<[MemRead<Async_SharedMemory>, MemWrite<Async_SharedMemory>]>;

/// `async.warp_specialize` and `async.role`: their bodies run arbitrary code,
/// so they read and write any memory (the default resource), and an empty
/// role is still a role, never dead.
def Async_RegionEffects : MemoryEffects<[MemRead, MemWrite]>;

//===----------------------------------------------------------------------===//
// Operations
//===----------------------------------------------------------------------===//

// Every op states what the compiler asks of it in `phaselockFacts`;
// dialect/build.rs turns them into `phaselock_dialect::ops::OpKind` and its
// `Facts` (an unknown word stops the build):
//   arrives            counts an arrival on an mbarrier phase
//   waits              waits for an mbarrier phase
//   expects_bytes      raises an mbarrier's transaction count
//   completes_bytes    completes bytes on an mbarrier (a copy into shared memory)
//   async_reads_shared reads shared memory through the async proxy
//   async_writes_shared writes shared memory through the async proxy
//   publishes          hands this thread's shared-memory writes to other threads
//   collective         every thread of a group (warp, warpgroup, role, cluster) runs it
//   pipeline_level     a pipeline-level op (async-insert-phases lowers it)
//   sm90a, sm100a      needs that chip
class Async_Op<string mnemonic, list<Trait> traits = []>
    : Op<Async_Dialect, mnemonic, traits> {
  list<string> phaselockFacts = [];
}

// Barrier level -------------------------------------------------------------

def Async_BarrierAllocOp : Async_Op<"barrier.alloc", [Async_BarrierEffects]> {
  let summary = "allocate N mbarriers and initialize them at kernel entry";
  let description = [{
    Allocates `size` mbarriers in shared memory. The compiler emits the init
    ritual at kernel entry: one elected thread initializes every barrier with
    `count` expected arrivals, then `fence.mbarrier_init.release.cluster`, then
    a CTA barrier (a cluster barrier when `scope` is `cluster`). `name` appears
    in the layout report and in diagnostics. `offset`, set by
    `async-ring-alloc`, places the array at that byte offset of the kernel's
    shared-memory arena; without it the array gets a shared global of its
    own. `counter` reserves a zero-initialized counter word after the
    barriers (see `async.barrier.counter`). `buffers` and `buffer_stride`
    (arena offsets, set by `async-insert-phases` on a pipeline's `empty`
    array) name the stage buffers its barriers hand back: an arrive on
    barrier i releases the bytes `[buffers + i * buffer_stride, + buffer_stride)`,
    which `async-check-protocol` uses to find releases that overtake an
    asynchronous reader (a wgmma) of those bytes, and reads of a stage's
    bytes that its copies do not fill.

    Example:
    ```mlir
    %full = async.barrier.alloc "full" size 2 count 1 scope cta : !async.mbarrier_array<2>
    ```
  }];
  let arguments = (ins I64Attr:$size, I64Attr:$count, Async_ScopeAttr:$scope, StrAttr:$name,
                   OptionalAttr<I64Attr>:$offset, OptionalAttr<UnitAttr>:$counter,
                   OptionalAttr<I64Attr>:$buffers, OptionalAttr<I64Attr>:$buffer_stride);
  let results = (outs Async_MBarrierArray:$barriers);
  let assemblyFormat = "$name `size` $size `count` $count `scope` custom<EnumKeyword>($scope) attr-dict `:` qualified(type($barriers))";
}

def Async_BarrierCounterOp : Async_Op<"barrier.counter", [Async_SelectEffects]> {
  let summary = "the i32 counter word stored after a barrier array";
  let description = [{
    A `barrier.alloc` with the `counter` unit attribute reserves one 8-byte
    word after its barriers; the init ritual stores 0 into it before the
    kernel's first synchronization. This op returns the word's address, for
    protocols that keep a shared round counter next to their barriers (the
    cluster barrier inside warp-specialized code).

    Example:
    ```mlir
    %c = async.barrier.counter %bars : !async.mbarrier_array<2>
    ```
  }];
  let arguments = (ins Async_MBarrierArray:$barriers);
  let results = (outs Async_SharedPtr:$counter);
  let assemblyFormat = "$barriers attr-dict `:` qualified(type($barriers))";
}

def Async_BarrierGetOp : Async_Op<"barrier.get", [Async_SelectEffects]> {
  let summary = "select one mbarrier of an array";
  let description = [{
    Returns barrier `index` of `barriers`. The index must be below the array
    size (checked when it is a constant).

    Example:
    ```mlir
    %b = async.barrier.get %full[%i] : !async.mbarrier_array<2>
    ```
  }];
  let arguments = (ins Async_MBarrierArray:$barriers, Index:$index);
  let results = (outs Async_MBarrier:$barrier);
  let assemblyFormat = "$barriers `[` $index `]` attr-dict `:` qualified(type($barriers))";
}

def Async_BarrierArriveOp : Async_Op<"barrier.arrive", [Async_BarrierEffects]> {
  let phaselockFacts = ["arrives", "publishes"];
  let summary = "arrive on an mbarrier, locally or on a CTA of the cluster";
  let description = [{
    Decrements the pending-arrival count of `barrier` by `count` (default 1).
    With `cta`, the arrival goes to the barrier at the same shared-memory offset
    in the CTA of that rank in the cluster (`mapa` followed by the arrive).
    `release` is the scope of a remote arrive's release: `cluster` (the
    default: the arriving thread's prior writes are visible to the peer's
    threads once they observe the phase) or `cta` (the arrive orders the
    thread's prior accesses at CTA scope only, and costs no cluster-wide
    fence: for handing back a buffer that the arriving threads only read,
    their reads complete, as a consumer's release of a stage read by MMAs
    is).

    Example:
    ```mlir
    async.barrier.arrive %b
    async.barrier.arrive %b cta(%rank) count 2
    async.barrier.arrive %b cta(%rank) release cta
    ```
  }];
  let arguments = (ins Async_MBarrier:$barrier, Optional<I32>:$cta, OptionalAttr<I64Attr>:$count,
                   OptionalAttr<Async_ScopeAttr>:$release);
  let assemblyFormat = "$barrier (`cta` `(` $cta^ `)`)? (`count` $count^)? (`release` custom<EnumKeyword>($release)^)? attr-dict";
}

def Async_BarrierArriveExpectTxOp : Async_Op<"barrier.arrive_expect_tx", [Async_BarrierEffects]> {
  let phaselockFacts = ["arrives", "expects_bytes", "publishes"];
  let summary = "raise the expected transaction bytes, then arrive";
  let description = [{
    Adds `bytes` to the transaction count of the current phase of `barrier`
    and arrives once. The phase completes when every arrival and every byte
    has landed.

    Example:
    ```mlir
    async.barrier.arrive_expect_tx %b, %bytes
    ```
  }];
  let arguments = (ins Async_MBarrier:$barrier, I32:$bytes);
  let assemblyFormat = "$barrier `,` $bytes attr-dict";
}

def Async_BarrierExpectTxOp : Async_Op<"barrier.expect_tx", [Async_BarrierEffects]> {
  let phaselockFacts = ["expects_bytes"];
  let summary = "raise the expected transaction bytes without arriving";
  let description = [{
    Adds `bytes` to the transaction count of the current phase of `barrier`.

    Example:
    ```mlir
    async.barrier.expect_tx %b, %bytes
    ```
  }];
  let arguments = (ins Async_MBarrier:$barrier, I32:$bytes);
  let assemblyFormat = "$barrier `,` $bytes attr-dict";
}

def Async_BarrierWaitOp : Async_Op<"barrier.wait", [Async_BarrierEffects]> {
  let phaselockFacts = ["waits"];
  let summary = "wait until the phase with the given parity has completed";
  let description = [{
    Blocks the thread until the phase of `barrier` whose parity is `phase` has
    completed. `mode try` lowers to a `mbarrier.try_wait.parity` loop (the
    hardware may suspend the thread); `mode test` lowers to a
    `mbarrier.test_wait.parity` spin loop. The two are never swapped. Waits on
    cluster-scope barriers use acquire.cluster semantics.

    Example:
    ```mlir
    async.barrier.wait %b, %phase mode try
    ```
  }];
  let arguments = (ins Async_MBarrier:$barrier, I1:$phase, Async_WaitModeAttr:$mode);
  let assemblyFormat = "$barrier `,` $phase `mode` custom<EnumKeyword>($mode) attr-dict";
}

def Async_BarrierTryWaitOp : Async_Op<"barrier.try_wait", [Async_BarrierEffects]> {
  let phaselockFacts = ["waits"];
  let summary = "probe once whether the phase with the given parity has completed";
  let description = [{
    One `mbarrier.try_wait.parity` probe (the hardware may suspend the thread
    for a while before answering): true when the phase with parity `phase`
    has completed. `async-instrument` builds its bounded waits from it.

    Example:
    ```mlir
    %done = async.barrier.try_wait %b, %phase
    ```
  }];
  let arguments = (ins Async_MBarrier:$barrier, I1:$phase);
  let results = (outs I1:$done);
  let assemblyFormat = "$barrier `,` $phase attr-dict";
}

def Async_BarrierCommitMmaOp : Async_Op<"barrier.commit_mma", [Async_BarrierEffects]> {
  let phaselockFacts = ["arrives", "sm100a"];
  let summary = "arrive on an mbarrier when prior tcgen05 MMAs complete (sm_100a)";
  let description = [{
    Lowers to `tcgen05.commit.cta_group::1.mbarrier::arrive::one`: the barrier
    receives one arrival when every tcgen05 operation issued before it by this
    thread has completed. Only sm_100a has tcgen05.

    Example:
    ```mlir
    async.barrier.commit_mma %b
    ```
  }];
  let arguments = (ins Async_MBarrier:$barrier);
  let assemblyFormat = "$barrier attr-dict";
}

def Async_CopyBulkOp : Async_Op<"copy.bulk", [Async_BarrierEffects]> {
  let phaselockFacts = ["completes_bytes", "async_writes_shared"];
  let summary = "bulk copy global -> shared that completes bytes on an mbarrier";
  let description = [{
    Copies `bytes` bytes from global `src` to shared `dst` with the bulk copy
    engine; the bytes are counted against the transaction count of `barrier`.
    `bytes` must be a positive multiple of 16 and both addresses 16-byte
    aligned. `dst` is a shared pointer or a shared-memory memref (a stage
    buffer); the copy starts at its first element. With `cta_mask` the copy
    is multicast: the bytes land at the same shared offset in every CTA of
    the cluster whose bit is set, and complete on the barrier at the same
    offset in each of them.

    Example:
    ```mlir
    async.copy.bulk %dst, %src, %b bytes 4096 : !llvm.ptr<3>
    async.copy.bulk %dst, %src, %b cta_mask(%mask) bytes 1024 : memref<256xi32, 3>
    ```
  }];
  let arguments = (ins Async_SharedRef:$dst, Async_GlobalPtr:$src, Async_MBarrier:$barrier,
                   Optional<I16>:$cta_mask, I64Attr:$bytes);
  let assemblyFormat = "$dst `,` $src `,` $barrier (`cta_mask` `(` $cta_mask^ `)`)? `bytes` $bytes attr-dict `:` qualified(type($dst))";
}

def Async_CopyBulkStoreOp : Async_Op<"copy.bulk_store", [Async_BarrierEffects]> {
  let phaselockFacts = ["async_reads_shared"];
  let summary = "bulk copy shared -> global, complete once the source has been read";
  let description = [{
    Copies `bytes` bytes from shared `src` to global `dst` with the bulk copy
    engine, then waits until the engine has read the source, so the shared
    buffer may be reused when the op returns. The engine reads `src` through
    the async proxy: ordinary stores to `src` before the copy need
    `async.fence.proxy_async`, which `async-insert-fences` inserts.

    With `nowait` the op returns once the copy is issued, as one store
    group of the thread: the source may be written again (by any thread)
    only after an `async.copy.store_wait` of the issuing thread has retired
    the group, and the thread retires every group before it exits. The
    checker proves both.

    Example:
    ```mlir
    async.copy.bulk_store %dst, %src bytes 4096 : memref<1024xi32, 3>
    async.copy.bulk_store %dst, %src bytes 4096 nowait : memref<1024xi32, 3>
    ```
  }];
  let arguments = (ins Async_GlobalPtr:$dst, Async_SharedRef:$src, I64Attr:$bytes,
                   OptionalAttr<UnitAttr>:$nowait);
  let assemblyFormat = "$dst `,` $src `bytes` $bytes (`nowait` $nowait^)? attr-dict `:` qualified(type($src))";
}

def Async_CopyTensorOp : Async_Op<"copy.tensor", [Async_BarrierEffects]> {
  let phaselockFacts = ["completes_bytes", "async_writes_shared"];
  let summary = "TMA tile load global -> shared that completes bytes on an mbarrier";
  let description = [{
    Copies the box of `tensor_map` at the tile coordinates `indices` into
    shared `dst` with the tensor copy engine (TMA); the box's bytes are
    counted against the transaction count of `barrier`. `indices` are the
    tensor's element coordinates of the box's first element, one per
    dimension, outermost first (as the box is written), then optionally
    the CTA mask (its low 16 bits; multicast: the box lands at the same
    shared offset in every CTA of the cluster whose bit is set and
    completes on the barrier at the same offset in each). `cache` is an
    optional L2 eviction hint for the tensor's lines.
    Elements outside the tensor are filled (zeros unless the tensor map
    says otherwise) and still counted. `dst` is a shared pointer or a
    shared-memory memref (a stage buffer) of at least the box's bytes,
    128-byte aligned, and aligned to the swizzle atom (8 rows of the span:
    1024 bytes with the 128-byte swizzle) when the map is swizzled; the
    bytes land in the tensor map's swizzled layout. A memref may be a view
    of part of a buffer (`memref.subview`) when its elements are contiguous:
    the row-major strides of its shape at a static offset, such as one
    64 x 64 box of a `2 x 64 x 64` stage that holds a 64 x 128 tile (with
    the 128-byte swizzle a box spans 64 bf16 columns, so a wider tile is
    one box per 64 columns); the copy lands at the view's first element,
    and the offset must keep the alignment above.

    In a pipeline, a stage filled by tensor copies needs no `tx_bytes`: the
    compiler adds up the boxes of the copies that complete on the stage's
    `full` barrier.

    Example:
    ```mlir
    async.copy.tensor %buf, %tmap[%row, %col], %full : memref<64x64xbf16, 3>, !async.tensor_map<64x64xbf16, swizzle 128>
    async.copy.tensor %half, %tmap[%row, %col, %mask], %full {cache = "evict_last"} : memref<32x64xbf16, 3>, !async.tensor_map<32x64xbf16, swizzle 128>
    ```
  }];
  let arguments = (ins Async_SharedRef:$dst, Async_TensorMap:$tensor_map, Async_MBarrier:$barrier,
                   Variadic<I32>:$indices, OptionalAttr<Async_CacheHintAttr>:$cache);
  let assemblyFormat = "$dst `,` $tensor_map `[` $indices `]` `,` $barrier attr-dict `:` qualified(type($dst)) `,` qualified(type($tensor_map))";
}

def Async_CopyTensorStoreOp : Async_Op<"copy.tensor_store", [Async_BarrierEffects]> {
  let phaselockFacts = ["async_reads_shared"];
  let summary = "TMA tile store shared -> global, complete once the source has been read";
  let description = [{
    Stores shared `src` as the box of `tensor_map` at the tile coordinates
    `indices` (one per dimension, outermost first) with the tensor
    copy engine, then waits until the engine has read the source, so the
    shared buffer may be reused when the op returns. Box elements outside
    the tensor are not written. The engine reads `src` through the async
    proxy: ordinary stores to `src` before the store need
    `async.fence.proxy_async`, which `async-insert-fences` inserts. `cache`
    is an optional L2 eviction hint. `nowait`: as for
    `async.copy.bulk_store`, the op returns once the store is issued, and
    `async.copy.store_wait` retires it.

    Example:
    ```mlir
    async.copy.tensor_store %tmap[%row, %col], %buf : !async.tensor_map<32x32xf32>, memref<32x32xf32, 3>
    async.copy.tensor_store %tmap[%row, %col], %buf nowait : !async.tensor_map<32x32xf32>, memref<32x32xf32, 3>
    ```
  }];
  let arguments = (ins Async_TensorMap:$tensor_map, Async_SharedRef:$src,
                   Variadic<I32>:$indices, OptionalAttr<Async_CacheHintAttr>:$cache,
                   OptionalAttr<UnitAttr>:$nowait);
  let assemblyFormat = "$tensor_map `[` $indices `]` `,` $src (`nowait` $nowait^)? attr-dict `:` qualified(type($tensor_map)) `,` qualified(type($src))";
}

def Async_CopyStoreWaitOp : Async_Op<"copy.store_wait", [Async_BarrierEffects]> {
  let summary = "wait until at most `pending` of the thread's `nowait` stores still read shared memory";
  let description = [{
    Waits until the copy engine has read the sources of all but the last
    `pending` store groups this thread issued (`async.copy.bulk_store` and
    `async.copy.tensor_store` with `nowait`; each op is one group, retired
    in the order issued). Their sources may then be written again: by this
    thread at once, by other threads after a barrier that orders them after
    this op. Lowers to `cp.async.bulk.wait_group.read pending`. Without
    `nowait` stores before it, it returns at once.

    Example:
    ```mlir
    async.copy.tensor_store %tmap[%row, %c0], %box0 nowait : !async.tensor_map<64x64xbf16>, memref<64x64xbf16, 3>
    async.copy.tensor_store %tmap[%row, %c64], %box1 nowait : !async.tensor_map<64x64xbf16>, memref<64x64xbf16, 3>
    // %box0 has been read; %box1 may still be.
    async.copy.store_wait pending 1
    ```
  }];
  let arguments = (ins I64Attr:$pending);
  let assemblyFormat = "`pending` $pending attr-dict";
}

def Async_FenceProxyAsyncOp : Async_Op<"fence.proxy_async", [Async_BarrierEffects]> {
  let summary = "order generic-proxy shared-memory accesses before async-proxy ones";
  let description = [{
    Lowers to `fence.proxy.async.shared::cta`: shared-memory writes made by
    ordinary stores become visible to the async proxy (bulk copies out of
    shared memory, MMA operands).

    Example:
    ```mlir
    async.fence.proxy_async
    ```
  }];
  let assemblyFormat = "attr-dict";
}

def Async_WarpReduceOp : Async_Op<"warp_reduce", [NoMemoryEffect, AllTypesMatch<["value", "result"]>]> {
  let phaselockFacts = ["collective"];
  let summary = "butterfly all-reduce across `width` lanes";
  let description = [{
    Every lane of each group of `width` consecutive lanes receives the
    reduction of the group's values. Lowers to a ladder of
    `shfl.sync.bfly` with offsets width/2 ... 1. `width` is a power of two
    between 1 and 32.

    Example:
    ```mlir
    %s = async.warp_reduce add %v width 32 : f32
    ```
  }];
  let arguments = (ins Async_ReduceValue:$value, Async_ReduceKindAttr:$kind, I64Attr:$width);
  let results = (outs Async_ReduceValue:$result);
  let assemblyFormat = "custom<EnumKeyword>($kind) $value `width` $width attr-dict `:` qualified(type($value))";
}

// Pipeline level ------------------------------------------------------------

def Async_PipelineCreateOp : Async_Op<"pipeline.create", [Async_BarrierEffects]> {
  let phaselockFacts = ["pipeline_level"];
  let summary = "create an N-stage shared-memory ring with its full/empty barriers";
  let description = [{
    Creates `stages` stage buffers of type `buffer` and the barrier arrays
    `full[stages]` and `empty[stages]`. Without `buffer` the pipeline is
    its barriers only: its stages' data lives elsewhere (an accumulator in
    tensor memory handed from an MMA role to an epilogue role). The init counts are derived by the
    compiler from the roles that produce and consume and from the arrive
    units; `tx_bytes` is the number of bytes that copies complete on
    `full[slot]` per stage, all producers' copies together (0 when the
    producer fills the stage with ordinary stores). Without `tx_bytes` the
    compiler adds up the copies that complete on the stage's `full`
    barrier (a tensor copy's box, a bulk copy's `bytes`, times the CTAs of
    a constant multicast mask); a copy in a loop inside the stage or with
    a mask that is not a constant is an error asking for `tx_bytes`.

    The arrive unit `mma` (sm_100a) arrives once per role by
    `tcgen05.commit` from the role's first thread: the arrival lands when
    the tcgen05 MMAs that thread issued before it have completed. As
    `consumer_unit` it releases a stage only once the MMAs that read it are
    done; as `producer_unit` it publishes an accumulator once the MMAs that
    wrote it are done.

    Several roles may sit on each side. Every producer role fills every
    stage: `full` expects one arrive unit's arrivals of each. The consumer
    roles either all consume every stage (broadcast: `empty` expects all
    their arrivals) or take the stages in turn (alternating: role r of R
    waits on the cursors k with k mod R = r, written as a loop from r by R
    or as k = R * i + r; each stage's `empty` expects the one role that
    consumed it, so the roles must arrive alike; at least R stages, and a
    multiple of R when copies fill them, since copies land out of order).
    The compiler recognizes the pattern from the cursors
    the roles' loops visit, comparing bounds by value; a peeled first or
    last stage joins its loop when the loop's trip count is a positive
    constant or both sit under `scf.if` on `end > start`. A schedule it
    cannot prove is an error at the op; no count is ever guessed. Stages
    may be carried through `scf.for` iter_args and out of loops, to be
    released after later waits.

    `swizzle` (bytes: 0, 32, 64 or 128; default 0) declares that the stage
    buffers hold K-major tiles in the TMA/wgmma swizzled layout of that
    span: the buffer has rank 2 or more, its innermost dimension is
    exactly `swizzle` bytes (a TMA box's inner extent may not exceed the
    span, and wgmma's canonical K-major layout has rows of one span), and
    its rows (the product of the outer dimensions) are a multiple of 8 (a
    swizzle atom is 8 rows of one span). `async-ring-alloc` aligns each
    stage to the atom, 8 x `swizzle` bytes (1024 for 128), so the pattern
    starts at every stage and its descriptors' base offset is 0. A wider
    K tile is several pipelines, or several buffers of one span side by
    side in separate stages.

    Example:
    ```mlir
    %p = async.pipeline.create "ring" stages 3 scope cta buffer memref<1024xf32, 3> {tx_bytes = 4096 : i64, producer_unit = "thread", consumer_unit = "warp"} : !async.pipeline<3>
    ```
  }];
  let arguments = (ins I64Attr:$stages, OptionalAttr<I64Attr>:$tx_bytes, OptionalAttr<TypeAttr>:$buffer, StrAttr:$name,
                   Async_ScopeAttr:$scope, OptionalAttr<Async_ArriveUnitAttr>:$producer_unit,
                   OptionalAttr<Async_ArriveUnitAttr>:$consumer_unit,
                   OptionalAttr<I64Attr>:$offset, OptionalAttr<I64Attr>:$barrier_offset,
                   OptionalAttr<I64Attr>:$swizzle);
  let results = (outs Async_Pipeline:$pipeline);
  let assemblyFormat = "$name `stages` $stages `scope` custom<EnumKeyword>($scope) (`buffer` $buffer^)? attr-dict `:` qualified(type($pipeline))";
}

def Async_StageProducerAcquireOp : Async_Op<"stage.producer_acquire", [Async_BarrierEffects]> {
  let phaselockFacts = ["pipeline_level", "waits"];
  let summary = "wait until stage k's slot has been released by the consumers";
  let description = [{
    Waits on `empty[k mod N]` for the release of the previous lap; on the
    first lap it passes at once. Returns the stage cursor.

    Example:
    ```mlir
    %s = async.stage.producer_acquire %p[%k] : !async.pipeline<3>
    ```
  }];
  let arguments = (ins Async_Pipeline:$pipeline, Index:$k);
  let results = (outs Async_Stage:$stage);
  let assemblyFormat = "$pipeline `[` $k `]` attr-dict `:` qualified(type($pipeline))";
}

def Async_StageProducerCommitOp : Async_Op<"stage.producer_commit", [Async_BarrierEffects]> {
  let phaselockFacts = ["pipeline_level", "arrives", "publishes"];
  let summary = "publish a filled stage to the consumers";
  let description = [{
    Arrives on `full[slot]`, with expect_tx of the stage's bytes when the stage
    is filled by copies that complete bytes on `full[slot]`.

    Example:
    ```mlir
    async.stage.producer_commit %p, %s : !async.pipeline<3>
    ```
  }];
  let arguments = (ins Async_Pipeline:$pipeline, Async_Stage:$stage);
  let assemblyFormat = "$pipeline `,` $stage attr-dict `:` qualified(type($pipeline))";
}

def Async_StageConsumerWaitOp : Async_Op<"stage.consumer_wait", [Async_BarrierEffects]> {
  let phaselockFacts = ["pipeline_level", "waits"];
  let summary = "wait until stage k has been filled";
  let description = [{
    Waits on `full[k mod N]` with phase `(k div N) & 1`. Returns the stage
    cursor.

    Example:
    ```mlir
    %s = async.stage.consumer_wait %p[%k] : !async.pipeline<3>
    ```
  }];
  let arguments = (ins Async_Pipeline:$pipeline, Index:$k);
  let results = (outs Async_Stage:$stage);
  let assemblyFormat = "$pipeline `[` $k `]` attr-dict `:` qualified(type($pipeline))";
}

def Async_StageConsumerReleaseOp : Async_Op<"stage.consumer_release", [Async_BarrierEffects]> {
  let phaselockFacts = ["pipeline_level", "arrives", "publishes"];
  let summary = "hand a consumed stage back to the producer";
  let description = [{
    Arrives on `empty[slot]` (on every producer CTA for cluster pipelines).

    Example:
    ```mlir
    async.stage.consumer_release %p, %s : !async.pipeline<3>
    ```
  }];
  let arguments = (ins Async_Pipeline:$pipeline, Async_Stage:$stage);
  let assemblyFormat = "$pipeline `,` $stage attr-dict `:` qualified(type($pipeline))";
}

def Async_StageBufferOp : Async_Op<"stage.buffer", [Async_SelectEffects]> {
  let phaselockFacts = ["pipeline_level"];
  let summary = "the shared-memory buffer of a stage's slot";
  let description = [{
    Returns the stage buffer of the stage's slot, of the pipeline's buffer
    type. The buffer belongs to the stage's window: it may be used after
    the acquire or wait that defines the stage (no earlier use can be
    written, since the buffer needs the stage value) and until the
    stage's commit or release; `async-verify` reports a use after it. A
    stage carried through `scf.for` iter_args stays open until the value
    that carries it is given back.

    Example:
    ```mlir
    %buf = async.stage.buffer %p, %s : !async.pipeline<3> -> memref<1024xf32, 3>
    ```
  }];
  let arguments = (ins Async_Pipeline:$pipeline, Async_Stage:$stage);
  let results = (outs Async_StageBuffer:$buffer);
  let assemblyFormat = "$pipeline `,` $stage attr-dict `:` qualified(type($pipeline)) `->` qualified(type($buffer))";
}

def Async_StageIndexOp : Async_Op<"stage.index", [Async_SelectEffects]> {
  let phaselockFacts = ["pipeline_level"];
  let summary = "the slot a stage occupies in its pipeline's ring";
  let description = [{
    Returns the slot of the stage, `cursor mod stages`, as an `index`: what
    CUTLASS's pipeline state calls its index and Triton's pipeliner keeps as
    its buffer index. For what the other views do not give: a kernel's own
    per-slot data (a second buffer beside the ring, a slot's scale factors,
    an instrumentation record), or a computed address. The index is a plain
    value: it may be used after the stage's commit or release, and it gives
    no access to the slot's buffer (that is `async.stage.buffer`, held to
    the stage's window). The compiler derives it from the cursor, as it
    derives the slot's barriers and buffer.

    Example:
    ```mlir
    %slot = async.stage.index %p, %s : !async.pipeline<3>
    ```
  }];
  let arguments = (ins Async_Pipeline:$pipeline, Async_Stage:$stage);
  let results = (outs Index:$slot);
  let assemblyFormat = "$pipeline `,` $stage attr-dict `:` qualified(type($pipeline))";
}

def Async_StageBarrierOp : Async_Op<"stage.barrier", [Async_SelectEffects]> {
  let phaselockFacts = ["pipeline_level"];
  let summary = "the full or empty barrier of a stage's slot";
  let description = [{
    Returns `full[slot]` or `empty[slot]`, to hand to a bulk copy or an MMA
    commit that completes on it.

    Example:
    ```mlir
    %b = async.stage.barrier full %p, %s : !async.pipeline<3>
    ```
  }];
  let arguments = (ins Async_Pipeline:$pipeline, Async_Stage:$stage, Async_BarrierKindAttr:$kind);
  let results = (outs Async_MBarrier:$barrier);
  let assemblyFormat = "custom<EnumKeyword>($kind) $pipeline `,` $stage attr-dict `:` qualified(type($pipeline))";
}

// Roles ---------------------------------------------------------------------

def Async_WarpSpecializeOp : Async_Op<"warp_specialize", [Async_RegionEffects, SingleBlockImplicitTerminator<"::mlir::gpu::YieldOp">]> {
  let summary = "split the CTA's warps into roles";
  let description = [{
    The single region holds one `async.role` per role, in warp order. Every
    arrive and wait inside a role has that role as its owner. The roles are
    operations in one region, not one region each: every pass and the
    protocol checker walks a kernel's roles as the operations of this
    region, and each role carries its name, warp count and register budget
    on itself, printed before its body. The region and each role body end
    with `gpu.yield`, which the custom form leaves implicit.

    Register budgets (`registers`) go on every role or on none; the budgets
    times the roles' threads add up to at most the 65,536 registers of an SM.

    Example:
    ```mlir
    async.warp_specialize {
      async.role "producer" warps 4 registers 40 {
        ...
      }
      async.role "consumer" warps 8 registers 232 {
        ...
      }
    }
    ```
  }];
  let regions = (region SizedRegion<1>:$roles);
  let assemblyFormat = "attr-dict-with-keyword $roles";
}

def Async_RoleOp : Async_Op<"role", [Async_RegionEffects, SingleBlockImplicitTerminator<"::mlir::gpu::YieldOp">]> {
  let summary = "one warp-specialized role: a warp count and its code";
  let description = [{
    The body runs on `warps` consecutive warps, after the warps of the roles
    before it. With `registers`, the role's warps set their register budget
    with `setmaxnreg` (a multiple of 8 between 24 and 256; `setmaxnreg` is
    warpgroup-wide, so such a role covers whole warpgroups).

    Example:
    ```mlir
    async.role "producer" warps 1 {
      ...
    }
    ```
  }];
  let arguments = (ins StrAttr:$name, I64Attr:$warps, OptionalAttr<I64Attr>:$registers);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$name `warps` $warps (`registers` $registers^)? attr-dict-with-keyword $body";
}

def Async_ClusterBarrierOp : Async_Op<"cluster_barrier", [Async_BarrierEffects]> {
  let phaselockFacts = ["collective", "publishes"];
  let summary = "a barrier across every CTA of the cluster, safe in warp-specialized code";
  let description = [{
    All participating threads of every CTA of the cluster meet. Inside
    warp-specialized roles it lowers to the two-slot x parity counter
    protocol (counter load first, then the local barrier), unless every
    thread of the CTA meets the same cluster barriers (a role that is the
    whole CTA, or roles that meet them alike: see
    `async-lower-cluster-barrier`, which marks those `hardware`);
    elsewhere, and there, to the hardware `barrier.cluster.arrive` /
    `barrier.cluster.wait`. Written by hand inside a role, `hardware` asks
    for the hardware barrier: every thread of every CTA of the cluster
    must then reach it, which the protocol checker proves (it models the
    barrier as one meeting of them all).

    Example:
    ```mlir
    async.cluster_barrier
    ```
  }];
  let arguments = (ins OptionalAttr<UnitAttr>:$hardware);
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Asynchronous readers: wgmma matrix descriptors (sm_90a)
//===----------------------------------------------------------------------===//

def Async_StageDescriptorOp : Async_Op<"stage.descriptor", [Async_SelectEffects]> {
  let phaselockFacts = ["pipeline_level"];
  let summary = "the wgmma shared-memory matrix descriptor of a stage's buffer";
  let description = [{
    Returns the 64-bit matrix descriptor of the stage buffer of the
    stage's slot, for a K-major operand: on sm_90a the wgmma matrix
    descriptor (for `nvvm.wgmma.mma_async`), on sm_100a the tcgen05
    shared-memory descriptor (for `nvvm.tcgen05.mma`: the same fields, the
    constant 0b001 in bits 46-48 and the swizzle in bits 61-63 as 2 = 128 B,
    4 = 64 B, 6 = 32 B). The pipeline must declare a `swizzle` (32,
    64 or 128 bytes), and its buffer's element type must be one that
    wgmma reads from shared memory: f16, bf16, f32 (read as tf32),
    f8E4M3FN, f8E5M2, i8.

    `offsets` are `k_block`, then optionally `row`. `row` (default 0) is
    the first row of the operand's tile in the stage buffer, a multiple
    of 8 (the swizzle atom): a stage that holds several tiles (the two
    m64 halves of a 128-row A tile, or A above B) describes each from its
    first row, `row * swizzle` bytes in.

    `k_block` (default 0) selects the K slice of one MMA: wgmma's K step
    is 32 bytes of a row for every dense type (k16 for 16-bit, k8 for
    tf32, k32 for 8-bit elements), so slice `j` starts `32 * j` bytes
    into the first row, and a row of `swizzle` bytes holds `swizzle / 32`
    slices (a constant `k_block` must be below that). The hardware
    applies the swizzle to the address it computes, so stepping the start
    address by 32 bytes inside the atom is how a K loop walks the tile.

    The fields, as the PTX ISA's matrix descriptor defines them:
    bits 0-13 the start address (shared-memory byte address, bits 4-17),
    bits 16-29 the leading-dimension byte offset >> 4 (1: unused by
    swizzled K-major layouts, whose K extent per MMA lies in one row),
    bits 32-45 the stride-dimension byte offset >> 4 (8 rows x `swizzle`
    bytes: the distance between 8-row groups along M or N), bits 49-51
    the base offset (0: every stage is aligned to its swizzle atom), bits
    62-63 the swizzle mode (1 = 128 B, 2 = 64 B, 3 = 32 B).

    `major = "mn"` describes an MN-major (transposed) tile instead, for
    wgmma's transposed layouts (A `col`, B `row`) of 16-bit elements: the
    stage buffer's rows run along K, each one span of M or N (a V tile of
    attention, [keys, head dim] with the head dim contiguous, as P V's B
    operand). A K step of 16 is then 16 rows: `k_block` `j` starts
    `16 j` rows (`16 j * swizzle` bytes) in, and a constant `k_block`
    must be below the block's rows / 16. The leading-dimension byte offset
    is the distance between blocks of one span of M or N columns: a stage
    of rank 3 (`2 x 64 x 64` bf16: two 64-column blocks of 64 K rows, each
    filled by its own tensor copy) holds one block per outer slice; the
    stride-dimension byte offset is 8 K rows (one atom). `row` counts K
    rows. sm_90a only.

    The descriptor belongs to the stage's window like `stage.buffer`. A
    wgmma reads the buffer after the issuing thread has moved on: the
    stage may be released only once the wgmma group that reads it has
    retired (`nvvm.wgmma.wait.group.sync.aligned N` after its commit, with
    at most N groups committed after it); `async-check-protocol` reports a
    release that can overtake it. sm_90a only.

    Example:
    ```mlir
    %d = async.stage.descriptor %p, %s[%j] : !async.pipeline<3>
    %v = async.stage.descriptor %p, %s[%j] {major = "mn"} : !async.pipeline<3>
    ```
  }];
  let arguments = (ins Async_Pipeline:$pipeline, Async_Stage:$stage, Variadic<Index>:$offsets,
                   OptionalAttr<Async_MajorAttr>:$major);
  let results = (outs I64:$descriptor);
  let assemblyFormat = "$pipeline `,` $stage (`[` $offsets^ `]`)? attr-dict `:` qualified(type($pipeline))";
}

// Warpgroup level -------------------------------------------------------------

def Async_WarpgroupMmaOp : Async_Op<"warpgroup.mma", [Async_BarrierEffects, AllTypesMatch<["acc", "result"]>]> {
  let phaselockFacts = ["collective", "async_reads_shared", "sm90a"];
  let summary = "one wgmma of a warpgroup: A from registers or shared memory, B from shared memory, an f32 accumulator fragment";
  let description = [{
    `D = A * B + D` (or `A * B` where `accumulate` is false) on a 64 x N
    tile, N = 2 x the accumulator's length (8 to 256, a multiple of 8),
    and K = 32 bytes of the element type (k16 for `bf16` and `f16`, k32
    for `e4m3` and `e5m2`). The four warps of the warpgroup issue it
    together (`wgmma.mma_async`); it is asynchronous like
    `nvvm.wgmma.mma_async`: `nvvm.wgmma.commit.group.sync.aligned` closes a
    group and `nvvm.wgmma.wait.group.sync.aligned N` waits until at most N
    are in flight, and only then may the result be read or a stage it
    reads be released. `nvvm.wgmma.fence.aligned` must come between any
    other access to the accumulator or to A's registers and the first
    wgmma that reads them (`async-check-protocol` reports a missing one).

    Values are the thread's own fragment, in the layout the PTX ISA gives
    wgmma's registers: the accumulator is `vector<(N/2)xf32>`, element
    `4 i + 2 h + c` holding row `16 w + 8 h + l / 4` and column
    `8 i + 2 (l % 4) + c` of the tile (`w` the warp of the warpgroup, `l`
    the lane). Elementwise `arith` and `math` ops work on it directly.

    `a` is either a shared-memory matrix descriptor (`i64`, from
    `async.stage.descriptor`) or A's registers (`vector<4xi32>`, each
    register two 16-bit or four 8-bit elements: rows `16 w + l / 4` and
    `+ 8`, columns `2 (l % 4)` and `+ 8` of the 64 x 16 slice for 16-bit
    types). The register form is how an accumulator becomes the A operand
    of the next MMA (P V of attention): for 16-bit types, slice `j` of a
    `vector<(N/2)xf32>` accumulator converted to bf16 is the registers of
    elements `8 j .. 8 j + 7`, pairwise. `b` is a descriptor.

    `a_type` and `b_type` (default `bf16`) are the element types: both
    16-bit and equal, or both 8-bit (`e4m3`, `e5m2`, mixed allowed).
    `a_major` and `b_major` (default `k`) say how the descriptor's tile
    runs (see `async.stage.descriptor`): `mn` (transposed) is for 16-bit
    types only, and for A only from shared memory. sm_90a only.

    Example:
    ```mlir
    %s = async.warpgroup.mma %s0, %dq, %dk accumulate %false : vector<64xf32>, i64
    %o = async.warpgroup.mma %o0, %p, %dv {b_major = "mn"} : vector<64xf32>, vector<4xi32>
    ```
  }];
  let arguments = (ins Async_AccFragment:$acc,
                       Async_MmaOperandA:$a,
                       I64:$b,
                       Optional<I1>:$accumulate,
                       OptionalAttr<Async_MmaTypeAttr>:$a_type,
                       OptionalAttr<Async_MmaTypeAttr>:$b_type,
                       OptionalAttr<Async_MajorAttr>:$a_major,
                       OptionalAttr<Async_MajorAttr>:$b_major);
  let results = (outs Async_AccFragment:$result);
  let assemblyFormat = "$acc `,` $a `,` $b (`accumulate` $accumulate^)? attr-dict `:` type($acc) `,` type($a)";
}

def Async_FragmentReduceRowsOp : Async_Op<"fragment.reduce_rows", [NoMemoryEffect]> {
  let phaselockFacts = ["collective"];
  let summary = "reduce each row of a wgmma accumulator fragment across the four threads that hold it";
  let description = [{
    A thread's accumulator fragment (see `async.warpgroup.mma`) holds
    parts of two rows of the tile: element `4 i + 2 h + c` is in row
    `16 w + 8 h + l / 4`. The result is, for `h` = 0 and 1, the
    reduction (`add`, `max` or `min`) of the whole row: the thread's
    elements of it, then the four threads of the quad that share the row
    (lanes `4 (l / 4)` to `+ 3`), by `shfl.sync.bfly` over lane offsets 1
    and 2. Every thread of the quad gets the same pair. The softmax of
    attention takes its row maximum and row sum this way.

    It is a collective of the full warp (`shfl.sync` with every lane in
    its mask): every lane must reach it together.

    Example:
    ```mlir
    %m = async.fragment.reduce_rows max %s : vector<64xf32> -> vector<2xf32>
    ```
  }];
  let arguments = (ins Async_AccFragment:$fragment, Async_ReduceKindAttr:$kind);
  let results = (outs Async_RowPair:$rows);
  let assemblyFormat = "custom<EnumKeyword>($kind) $fragment attr-dict `:` type($fragment) `->` type($rows)";
}

def Async_FragmentBroadcastRowsOp : Async_Op<"fragment.broadcast_rows", [NoMemoryEffect]> {
  let summary = "a value per row of a fragment, spread over the row's elements";
  let description = [{
    The inverse of `async.fragment.reduce_rows`'s shape: element
    `4 i + 2 h + c` of the result is `rows[h]`, the value of its row. The
    fragment's length is the result type's. With `arith` on the result, a
    row's scale or offset applies elementwise (`S * scale - max`,
    `O / sum`).

    Example:
    ```mlir
    %mb = async.fragment.broadcast_rows %m : vector<2xf32> -> vector<64xf32>
    ```
  }];
  let arguments = (ins Async_RowPair:$rows);
  let results = (outs Async_AccFragment:$fragment);
  let assemblyFormat = "$rows attr-dict `:` type($rows) `->` type($fragment)";
}

def Async_FragmentCoordinatesOp : Async_Op<"fragment.coordinates", [NoMemoryEffect]> {
  let summary = "the row and column in the 64 x N tile of each element of this thread's fragment";
  let description = [{
    For a fragment of length `L` (a 64 x 2L tile): `rows[4 i + 2 h + c]
    = 16 w + 8 h + l / 4` and `cols[4 i + 2 h + c] = 8 i + 2 (l % 4) + c`,
    with `w` the thread's warp within its warpgroup (`tid.x / 32 mod 4`)
    and `l` its lane. A mask (causal attention, a sequence length that is
    not a multiple of the tile) is `arith.cmpi` and `arith.select` on
    these plus the tile's offsets.

    Example:
    ```mlir
    %r, %c = async.fragment.coordinates : vector<64xi32>, vector<64xi32>
    ```
  }];
  let results = (outs Async_IndexFragment:$rows, Async_IndexFragment:$cols);
  let assemblyFormat = "attr-dict `:` type($rows) `,` type($cols)";
}

def Async_FragmentPackOp : Async_Op<"fragment.pack", [NoMemoryEffect]> {
  let summary = "an accumulator fragment rounded to 16-bit elements, two to a register: the A operand of the next wgmma";
  let description = [{
    Rounds each element to `type` (`bf16`, the default, or `f16`, round
    to nearest even) and packs elements `2 k` (low half) and `2 k + 1`
    (high half) into register `k`. Registers `4 j` to `4 j + 3` are then
    the A operand of the K slice `j` (columns `16 j` to `16 j + 15`) of a
    wgmma with A from registers: the accumulator layout of one MMA is the
    register layout of A for the next (P V after S = Q K^T). Take a
    slice's registers with `vector.extract_strided_slice`.

    Example:
    ```mlir
    %p = async.fragment.pack %s : vector<64xf32> -> vector<32xi32>
    %a = vector.extract_strided_slice %p {offsets = [4], sizes = [4], strides = [1]} : vector<32xi32> to vector<4xi32>
    ```
  }];
  let arguments = (ins Async_AccFragment:$fragment, OptionalAttr<Async_MmaTypeAttr>:$type);
  let results = (outs Async_IndexFragment:$packed);
  let assemblyFormat = "$fragment attr-dict `:` type($fragment) `->` type($packed)";
}

def Async_TurnWaitOp : Async_Op<"turn.wait", [Async_BarrierEffects]> {
  let phaselockFacts = ["collective"];
  let summary = "wait until it is this role's turn in the named sequence";
  let description = [{
    Roles of one `async.warp_specialize` take turns (the ping-pong of two
    consumer warpgroups: one issues its GEMMs while the other runs its
    softmax or epilogue). A sequence is named; the roles that hold its
    `turn.wait` and `turn.pass` ops take part, in role order, and the
    first of them holds the first turn. `turn.wait` blocks the role's
    threads until the role before it in the sequence (the last role
    before the first) has passed the turn; `turn.pass` hands it to the
    role after. Each role waits and passes alternately, the same number
    of times.

    The compiler owns the named barriers: each role of a sequence gets
    one id of its own, above the roles' ids (1-7) and past every id the
    kernel names itself; `turn.wait` becomes `bar.sync` on the role's id
    and `turn.pass` `bar.arrive` on the next role's, each for the threads
    of both roles, and the last role passes once at its start, so that
    the first role's first wait goes through. `async-check-protocol`
    simulates them as those barriers: a wait no pass meets is a deadlock.

    Example:
    ```mlir
    async.role "mma0" warps 4 {
      scf.for %t = %c0 to %tiles step %c1 {
        async.turn.wait "tensor_cores"
        // issue the tile's wgmmas
        async.turn.pass "tensor_cores"
        // softmax, epilogue
      }
    }
    ```
  }];
  let arguments = (ins StrAttr:$sequence);
  let assemblyFormat = "$sequence attr-dict";
}

def Async_TurnPassOp : Async_Op<"turn.pass", [Async_BarrierEffects]> {
  let phaselockFacts = ["collective"];
  let summary = "hand the turn in the named sequence to the next role";
  let description = [{
    See `async.turn.wait`. The role's threads go on at once: `bar.arrive`
    on the next role's named barrier.

    Example:
    ```mlir
    async.turn.pass "tensor_cores"
    ```
  }];
  let arguments = (ins StrAttr:$sequence);
  let assemblyFormat = "$sequence attr-dict";
}
