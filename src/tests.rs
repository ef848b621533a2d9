//! Unit tests of the context, the typed builders and the library API.

use crate::{
    dialect::{builders::r#async as ops, create_context, load_async_dialect, types, DialectError},
    source,
};
use melior::{
    dialect::{func, DialectHandle, DialectRegistry},
    ir::{
        attribute::{IntegerAttribute, StringAttribute, TypeAttribute},
        operation::OperationLike,
        r#type::{FunctionType, IntegerType},
        Block, BlockLike, Location, Module, Region, RegionLike,
    },
    Context,
};
use pretty_assertions::assert_eq;

mod model_check;

#[test]
fn context_loads_the_dialect_once() {
    let context = create_context().expect("context");
    assert!(context.is_registered_operation("async.barrier.alloc"));
    assert!(context.is_registered_operation("async.stage.consumer_wait"));
    assert!(context.is_registered_operation("gpu.func"));
    assert!(
        context.is_registered_operation("nvvm.barrier0")
            || context.is_registered_operation("nvvm.barrier")
    );
    // Loading again is a no-op, not an error and not an abort.
    assert_eq!(load_async_dialect(&context), Ok(()));
    // Upstream's host-side `async` dialect is not registered.
    assert!(!context.is_registered_operation("async.execute"));
}

#[test]
fn upstream_async_in_the_context_is_an_error() {
    let registry = DialectRegistry::new();
    DialectHandle::r#async().insert_dialect(&registry);
    let context = Context::new();
    context.append_dialect_registry(&registry);
    context.load_all_available_dialects();
    assert_eq!(
        load_async_dialect(&context),
        Err(DialectError::UpstreamAsyncPresent)
    );
    // Registered but not yet loaded is refused as well.
    let registry = DialectRegistry::new();
    DialectHandle::r#async().insert_dialect(&registry);
    let context = Context::new();
    context.append_dialect_registry(&registry);
    let error = load_async_dialect(&context).expect_err("must refuse");
    assert_eq!(
        error.to_string(),
        "the context already has upstream MLIR's `async` dialect; phaselock's `async` dialect needs a context without it"
    );
}

#[test]
fn types_print_and_read_back() {
    let context = create_context().expect("context");
    assert_eq!(types::mbarrier(&context).to_string(), "!async.mbarrier");
    let array = types::mbarrier_array(&context, 4);
    assert_eq!(array.to_string(), "!async.mbarrier_array<4 : i64>");
    assert_eq!(types::size_param(array), Some(4));
    assert_eq!(types::size_param(types::pipeline(&context, 6)), Some(6));
    assert!(types::is(types::stage(&context), "stage"));
    assert!(types::is(array, "mbarrier_array"));
    assert!(!types::is(array, "mbarrier"));
}

#[test]
fn builders_make_verified_ops() {
    let context = create_context().expect("context");
    let location = Location::unknown(&context);
    let module = Module::new(location);
    let index = melior::ir::Type::index(&context);
    let i1 = IntegerType::new(&context, 1).into();
    let i64_type = IntegerType::new(&context, 64).into();
    let function_type = FunctionType::new(&context, &[index, i1], &[]);
    let block = Block::new(&[(index, location), (i1, location)]);
    let alloc = block.append_operation(
        ops::barrier_alloc(
            &context,
            types::mbarrier_array(&context, 2),
            IntegerAttribute::new(i64_type, 2),
            IntegerAttribute::new(i64_type, 1),
            StringAttribute::new(&context, "cta"),
            StringAttribute::new(&context, "full"),
            location,
        )
        .into(),
    );
    let array = alloc.result(0).expect("result").into();
    let get = block.append_operation(
        ops::barrier_get(
            &context,
            types::mbarrier(&context),
            array,
            block.argument(0).expect("arg").into(),
            location,
        )
        .into(),
    );
    let barrier = get.result(0).expect("result").into();
    block.append_operation(
        ops::barrier_wait(
            &context,
            barrier,
            block.argument(1).expect("arg").into(),
            StringAttribute::new(&context, "try"),
            location,
        )
        .into(),
    );
    block.append_operation(func::r#return(&[], location));
    let region = Region::new();
    region.append_block(block);
    module.body().append_operation(func::func(
        &context,
        StringAttribute::new(&context, "wait"),
        TypeAttribute::new(function_type.into()),
        region,
        &[],
        location,
    ));
    assert!(module.as_operation().verify());
    assert_eq!(
        module.as_operation().to_string(),
        r#"module {
  func.func @wait(%arg0: index, %arg1: i1) {
    %0 = "async.barrier.alloc"() {count = 1 : i64, name = "full", scope = "cta", size = 2 : i64} : () -> !async.mbarrier_array<2 : i64>
    %1 = "async.barrier.get"(%0, %arg0) : (!async.mbarrier_array<2 : i64>, index) -> !async.mbarrier
    "async.barrier.wait"(%1, %arg1) {mode = "try"} : (!async.mbarrier, i1) -> ()
    return
  }
}
"#
    );
}

#[test]
fn split_keeps_line_numbers() {
    let text = b"a\n// -----\nb\nc\n// -----\nd";
    let pieces = source::split(text);
    assert_eq!(
        pieces,
        vec![(1, &b"a\n"[..]), (3, &b"b\nc\n"[..]), (6, &b"d"[..])]
    );
}

#[test]
fn parse_reports_located_errors() {
    let context = create_context().expect("context");
    let Err(errors) = source::parse(
        &context,
        "x.mlir",
        b"func.func @f() {\n  \"async.nope\"() : () -> ()\n  return\n}\n",
        1,
    ) else {
        panic!("must fail");
    };
    assert_eq!(errors[0].to_string().lines().next(), Some("x.mlir:2:3: error: unregistered operation 'async.nope' found in dialect ('async') that does not allow unknown operations"));
    let Err(errors) = source::parse(&context, "x.mlir", b"", 1) else {
        panic!("must fail");
    };
    assert_eq!(
        errors[0].to_string(),
        "x.mlir:1:1: error: input holds no operation"
    );
}

#[test]
fn compile_is_one_library_call() {
    use crate::compile::{compile, Artifact, CompileOptions, Compiled, Emit};
    let source = r#"gpu.module @k {
  gpu.func @k(%ph: i1) kernel {
    %a = "async.barrier.alloc"() {size = 1 : i64, count = 1 : i64, scope = "cta", name = "b"} : () -> !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %b = "async.barrier.get"(%a, %c0) : (!async.mbarrier_array<1>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b, %ph) {mode = "test"} : (!async.mbarrier, i1) -> ()
    gpu.return
  }
}"#;
    for chip in crate::Chip::ALL {
        let options = CompileOptions {
            chip: Some(chip),
            emit: Emit::Ptx,
            ptxas: None,
            ..Default::default()
        };
        let Ok(Compiled {
            artifact: Artifact::Text(ptx),
            ..
        }) = compile(source, "k.mlir", &options)
        else {
            panic!("compilation for {chip} failed");
        };
        assert!(ptx.contains(&format!(".target {}", chip.name())));
        assert!(ptx.contains("mbarrier.test_wait.parity.shared::cta.b64"));
        assert!(!ptx.contains("mbarrier.try_wait"));
    }
    let Err(errors) = compile(
        "func.func @f() {\n  return\n}\n",
        "h.mlir",
        &CompileOptions::default(),
    ) else {
        panic!("a module without gpu.module must be refused");
    };
    assert_eq!(
        errors[0].to_string(),
        "h.mlir: error: the input holds no gpu.module to compile"
    );
}

#[test]
fn warp_ranges_are_written_inclusive() {
    use phaselock_passes::roles::{indices_text, warps_text};
    assert_eq!(warps_text(3, 1), "warp 3");
    assert_eq!(warps_text(1, 4), "warps 1-4");
    assert_eq!(indices_text("warp", "warps", &[]), "no warps");
    assert_eq!(indices_text("lane", "lanes", &[0]), "lane 0");
    assert_eq!(
        indices_text("id", "ids", &[1, 3, 4, 5, 6, 7, 9, 10, 15]),
        "ids 1, 3-7, 9-10, 15"
    );
    assert_eq!(indices_text("warp", "warps", &[5, 4, 4, 6]), "warps 4-6");
}

#[test]
fn named_barriers_of_ops() {
    use phaselock_passes::{ir::Op, roles::named_barrier_uses};
    let context = create_context().expect("context");
    let module = Module::parse(
        &context,
        r#"func.func @f(%r: i32) {
  %c2 = arith.constant 2 : i32
  %c64 = arith.constant 64 : i32
  llvm.inline_asm has_side_effects "{\n\t.reg .pred p;\n\t@!p bar.sync 1, 64;\n\tbarrier.arrive.aligned 0xF, 128;\n}", "" : () -> ()
  llvm.inline_asm has_side_effects "barrier.sync $0, $1; bar.cta.sync 2; bar.red.popc.u32 $0, 3, 96, $1; bar.warp.sync -1; barrier.cluster.arrive; mbarrier.arrive.shared::cta.b64 _, [$0];", "r,r" %r, %r : (i32, i32) -> ()
  nvvm.barrier id = %c2 number_of_threads = %c64
  nvvm.barrier.arrive number_of_threads = %c64
  nvvm.barrier.arrive id = %r number_of_threads = %c64
  nvvm.barrier0
  return
}"#,
    )
    .expect("parses");
    let mut uses = Vec::new();
    for op in Op(module.as_operation().to_raw()).descendants() {
        for u in named_barrier_uses(op) {
            uses.push((u.spelling, u.id, u.threads, u.arrive));
        }
    }
    let s = |t: &str| t.to_string();
    assert_eq!(
        uses,
        vec![
            (s("bar.sync"), Some(1), Some(64), false),
            (s("barrier.arrive"), Some(15), Some(128), true),
            (s("barrier.sync"), None, None, false),
            (s("bar.sync"), Some(2), None, false),
            (s("bar.red"), Some(3), Some(96), false),
            (s("nvvm.barrier"), Some(2), Some(64), false),
            (s("nvvm.barrier.arrive"), Some(0), Some(64), true),
            (s("nvvm.barrier.arrive"), None, Some(64), true),
            (s("nvvm.barrier0"), Some(0), None, false),
        ]
    );
}
