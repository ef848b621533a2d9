//! Unit tests of the context, the typed builders and the library API.

use crate::{
    dialect::{
        builders::r#async as ops,
        create_context,
        enums::{ArriveUnit, BarrierKind, CacheHint, ReduceKind, Scope, WaitMode},
        load_async_dialect, types, DialectError,
    },
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
mod op_kind;
mod structure;

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
    assert_eq!(array.to_string(), "!async.mbarrier_array<4>");
    assert_eq!(types::size_param(array), Some(4));
    assert_eq!(types::size_param(types::pipeline(&context, 6)), Some(6));
    assert!(types::is(types::stage(&context), "stage"));
    assert!(types::is(array, "mbarrier_array"));
    assert!(!types::is(array, "mbarrier"));
}

/// Appends `func.func @name` of `function_type` with the body `block` to
/// `module`.
fn append_func<'c>(
    context: &'c Context,
    module: &Module<'c>,
    name: &str,
    function_type: FunctionType<'c>,
    block: Block<'c>,
) {
    let location = Location::unknown(context);
    let region = Region::new();
    region.append_block(block);
    module.body().append_operation(func::func(
        context,
        StringAttribute::new(context, name),
        TypeAttribute::new(function_type.into()),
        region,
        &[],
        location,
    ));
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
            Scope::Cluster.attribute(&context),
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
            WaitMode::Try.attribute(&context),
            location,
        )
        .into(),
    );
    block.append_operation(func::r#return(&[], location));
    append_func(&context, &module, "wait", function_type, block);
    assert!(module.as_operation().verify());
    assert_eq!(
        module.as_operation().to_string(),
        r#"module {
  func.func @wait(%arg0: index, %arg1: i1) {
    %0 = async.barrier.alloc "full" size 2 count 1 scope cluster : !async.mbarrier_array<2>
    %1 = async.barrier.get %0[%arg0] : !async.mbarrier_array<2>
    async.barrier.wait %1, %arg1 mode try
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
    use phaselock_ir::roles::{indices_text, warps_text};
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
    use phaselock_ir::{roles::named_barrier_uses, Op};
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

/// A `gpu.module` named `name` whose kernels are `kernels`, each one
/// barrier handoff, for `target` (`None`: no `#nvvm.target`).
fn handoff_module(name: &str, kernels: &[&str], target: Option<&str>) -> String {
    let targets = target
        .map(|chip| format!(" [#nvvm.target<chip = \"{chip}\">]"))
        .unwrap_or_default();
    let mut text = format!("gpu.module @{name}{targets} {{\n");
    for kernel in kernels {
        text.push_str(&format!(
            r#"  gpu.func @{kernel}(%ph: i1) kernel {{
    %a = "async.barrier.alloc"() {{size = 1 : i64, count = 1 : i64, scope = "cta", name = "b"}} : () -> !async.mbarrier_array<1>
    %c0 = arith.constant 0 : index
    %b = "async.barrier.get"(%a, %c0) : (!async.mbarrier_array<1>, index) -> !async.mbarrier
    "async.barrier.arrive"(%b) : (!async.mbarrier) -> ()
    "async.barrier.wait"(%b, %ph) {{mode = "try"}} : (!async.mbarrier, i1) -> ()
    gpu.return
  }}
"#
        ));
    }
    text.push_str("}\n");
    text
}

#[test]
fn several_kernels_and_gpu_modules_compile_together() {
    use crate::compile::{compile, Artifact, CompileOptions, Emit};
    let source = handoff_module("a", &["k1", "k2"], None) + &handoff_module("b", &["k3"], None);
    let options = CompileOptions {
        emit: Emit::Ptx,
        ..Default::default()
    };
    let Ok(compiled) = compile(&source, "m.mlir", &options) else {
        panic!("two gpu.modules must compile");
    };
    let shape: Vec<(String, crate::Chip, Vec<String>)> = compiled
        .modules
        .iter()
        .map(|m| (m.name.clone(), m.chip, m.kernels.clone()))
        .collect();
    assert_eq!(
        shape,
        vec![
            (
                "a".into(),
                crate::Chip::Sm90a,
                vec!["k1".into(), "k2".into()]
            ),
            ("b".into(), crate::Chip::Sm90a, vec!["k3".into()]),
        ]
    );
    let ptx: Vec<&str> = compiled
        .modules
        .iter()
        .map(|m| match &m.artifact {
            Artifact::Text(text) => text.as_str(),
            Artifact::Binary(_) => "",
        })
        .collect();
    assert!(ptx[0].contains(".entry k1(") && ptx[0].contains(".entry k2("));
    assert!(!ptx[0].contains(".entry k3("));
    assert!(ptx[1].contains(".entry k3(") && !ptx[1].contains(".entry k1("));
    assert_eq!(compiled.artifact, compiled.modules[0].artifact);
}

#[test]
fn gpu_modules_for_different_chips_each_get_their_own() {
    use crate::compile::{compile, Artifact, CompileOptions, Emit};
    let options = CompileOptions {
        emit: Emit::Ptx,
        ..Default::default()
    };
    let source =
        handoff_module("h", &["k"], Some("sm_90a")) + &handoff_module("b", &["k"], Some("sm_100a"));
    let Ok(compiled) = compile(&source, "m.mlir", &options) else {
        panic!("gpu.modules for two chips must compile");
    };
    for (module, chip) in compiled.modules.iter().zip(["sm_90a", "sm_100a"]) {
        assert_eq!(module.chip.name(), chip);
        let Artifact::Text(ptx) = &module.artifact else {
            panic!("PTX expected");
        };
        assert!(ptx.contains(&format!(".target {chip}")));
    }
    // Without a target, a gpu.module among others of different chips is
    // refused by name.
    let source = source + &handoff_module("plain", &["k"], None);
    let Err(error) = compile(&source, "m.mlir", &options) else {
        panic!("an untargeted gpu.module among chips must be refused");
    };
    assert_eq!(
        error.to_string(),
        "m.mlir: error: gpu.module @plain has no #nvvm.target while the others target \
         different chips: give it one, or set the chip of the compile"
    );
}

#[test]
fn the_embedders_passes_run_before_and_after_the_pipeline() {
    use crate::compile::{compile_with, Artifact, CompileOptions, Emit, Hooks, Passes};
    use std::sync::{
        atomic::{AtomicUsize, Ordering},
        Arc,
    };
    let built = Arc::new(AtomicUsize::new(0));
    let seen = built.clone();
    let hooks = Hooks {
        before: vec![Passes::text("canonicalize")],
        after: vec![Passes::build(move |manager| {
            seen.fetch_add(1, Ordering::SeqCst);
            manager
                .nested_under("gpu.module")
                .add_pass(melior::pass::transform::create_cse());
            Ok(())
        })],
    };
    let options = CompileOptions {
        emit: Emit::Ptx,
        ..Default::default()
    };
    let source = handoff_module("k", &["k"], None);
    let Ok(compiled) = compile_with(&source, "k.mlir", &options, &hooks) else {
        panic!("the compile with hooks must succeed");
    };
    assert_eq!(built.load(Ordering::SeqCst), 1);
    assert!(matches!(compiled.artifact, Artifact::Text(ref ptx) if ptx.contains(".entry k(")));

    // A pipeline that does not parse, a builder's refusal and a pass that
    // fails are errors naming where they ran.
    let refused = |hooks: Hooks| match compile_with(&source, "k.mlir", &options, &hooks) {
        Ok(_) => panic!("must fail: {hooks:?}"),
        Err(error) => error
            .errors()
            .map(|d| d.message.clone())
            .collect::<Vec<_>>(),
    };
    let messages = refused(Hooks {
        before: vec![Passes::text("no-such-pass")],
        ..Default::default()
    });
    assert!(
        messages[0].starts_with("the passes before the pipeline: "),
        "{messages:?}"
    );
    let messages = refused(Hooks {
        after: vec![Passes::build(|_| Err("not today".into()))],
        ..Default::default()
    });
    assert_eq!(messages, vec!["the passes after the pipeline: not today"]);
    // A pass that fails: MLIR's diagnostic comes back.
    let messages = refused(Hooks {
        before: vec![Passes::text("convert-gpu-to-nvvm")],
        ..Default::default()
    });
    assert_eq!(
        messages,
        vec![
            "'builtin.module' op trying to schedule pass 'ConvertGpuOpsToNVVMOps' on an \
             unsupported operation"
        ]
    );
}

#[test]
fn the_error_holds_the_diagnostics() {
    use crate::{compile::compile, Diag, Error, Severity};
    let Err(error) = compile(
        "gpu.module @k {\n  \"async.nope\"() : () -> ()\n}\n",
        "e.mlir",
        &Default::default(),
    ) else {
        panic!("must fail");
    };
    let first = &error.diagnostics()[0];
    assert_eq!(
        (first.file.as_str(), first.line, first.severity),
        ("e.mlir", 2, Severity::Error)
    );
    assert_eq!(
        error.to_string().lines().next(),
        Some(first.to_string().lines().next().unwrap_or_default())
    );
    let boxed: Box<dyn std::error::Error> = Box::new(error.clone());
    assert!(boxed.to_string().contains("async.nope"), "{boxed}");
    let diagnostics: Vec<Diag> = error.into();
    assert!(!diagnostics.is_empty());
    // An error without one of severity error says that it failed.
    let warning = Diag::new(Severity::Warning, "w.mlir", 1, 1, "careful");
    let error = Error::new("w.mlir", vec![warning]);
    assert_eq!(error.errors().count(), 1);
    assert_eq!(error.len(), 2);
}

#[test]
fn enums_every_enum_round_trips_its_values() {
    for value in WaitMode::ALL {
        assert_eq!(value.as_str().parse::<WaitMode>(), Ok(*value));
    }
    assert_eq!(
        ArriveUnit::NAMES,
        ["thread", "warp", "warpgroup", "cta", "mma"]
    );
    assert_eq!(CacheHint::EvictFirst.as_str(), "evict_first");
    assert_eq!(BarrierKind::Full.to_string(), "full");
    assert_eq!(ReduceKind::ALL.len(), 3);
}

#[test]
fn enums_a_wrong_value_names_the_constraint_and_the_allowed_values() {
    let error = "ful".parse::<BarrierKind>().expect_err("not a value");
    assert_eq!(
        error.to_string(),
        "'ful' is not a value of Async_BarrierKindAttr: expected `full` or `empty`"
    );
    let error = "x"
        .parse::<ArriveUnit>()
        .expect_err("not a value")
        .to_string();
    assert!(
        error.ends_with("`thread`, `warp`, `warpgroup`, `cta` or `mma`"),
        "{error}"
    );
}

#[test]
fn enums_read_the_attributes_of_built_ops() {
    let context = create_context().expect("context");
    let attribute: melior::ir::Attribute = StringAttribute::new(&context, "warpgroup").into();
    assert_eq!(ArriveUnit::try_from(attribute), Ok(ArriveUnit::Warpgroup));
    let number: melior::ir::Attribute =
        IntegerAttribute::new(IntegerType::new(&context, 64).into(), 3).into();
    let error = Scope::try_from(number).expect_err("not a value");
    assert_eq!(error.value, "3 : i64");
    assert_eq!(error.allowed, ["cta", "cluster"]);
    assert_eq!(
        CacheHint::try_from(CacheHint::EvictLast.attribute(&context)),
        Ok(CacheHint::EvictLast)
    );
    assert_eq!(ReduceKind::Max.attribute(&context).value(), "max");
    assert_eq!(BarrierKind::Empty.as_str(), "empty");
}

/// The attention ops have typed builders too (generated from the .td): a
/// register-A wgmma with `b_major = "mn"`, a row reduction, the pack and
/// the turns, built without MLIR text, verify and print their custom forms.
#[test]
fn builders_make_the_attention_ops() {
    let context = create_context().expect("context");
    let location = Location::unknown(&context);
    let module = Module::new(location);
    let i64_type: melior::ir::Type = IntegerType::new(&context, 64).into();
    let ty = |text: &str| melior::ir::Type::parse(&context, text).expect("type");
    let (acc_type, regs_type) = (ty("vector<8xf32>"), ty("vector<4xi32>"));
    let (rows_type, packed_type) = (ty("vector<2xf32>"), ty("vector<4xi32>"));
    let function_type = FunctionType::new(&context, &[acc_type, regs_type, i64_type], &[]);
    let block = Block::new(&[
        (acc_type, location),
        (regs_type, location),
        (i64_type, location),
    ]);
    let arg = |i: usize| block.argument(i).expect("arg").into();
    let mma = block.append_operation(
        ops::WarpgroupMmaOperationBuilder::new(&context, location)
            .result(acc_type)
            .acc(arg(0))
            .a(arg(1))
            .b(arg(2))
            .b_major(StringAttribute::new(&context, "mn"))
            .build()
            .into(),
    );
    let d = mma.result(0).expect("result").into();
    block.append_operation(
        ops::fragment_reduce_rows(
            &context,
            rows_type,
            d,
            ReduceKind::Max.attribute(&context),
            location,
        )
        .into(),
    );
    block.append_operation(
        ops::FragmentPackOperationBuilder::new(&context, location)
            .packed(packed_type)
            .fragment(d)
            .build()
            .into(),
    );
    block.append_operation(
        ops::turn_wait(&context, StringAttribute::new(&context, "mma"), location).into(),
    );
    block.append_operation(
        ops::turn_pass(&context, StringAttribute::new(&context, "mma"), location).into(),
    );
    block.append_operation(func::r#return(&[], location));
    append_func(&context, &module, "attention_ops", function_type, block);
    assert!(module.as_operation().verify());
    let text = module.as_operation().to_string();
    for line in [
        r#"%0 = async.warpgroup.mma %arg0, %arg1, %arg2 {b_major = "mn"} : vector<8xf32>, vector<4xi32>"#,
        "%1 = async.fragment.reduce_rows max %0 : vector<8xf32> -> vector<2xf32>",
        "%2 = async.fragment.pack %0 : vector<8xf32> -> vector<4xi32>",
        r#"async.turn.wait "mma""#,
        r#"async.turn.pass "mma""#,
    ] {
        assert!(text.contains(line), "{line} not in:\n{text}");
    }
}

/// A watchdog configuration survives the way to its pass: `CompileOptions`
/// writes it as the pass's options, the pass reads it back.
#[test]
fn instrument_options_round_trip() {
    use phaselock_passes::instrument::{DelayWarps, Instrument};
    let config = Instrument {
        timeout_ms: 500,
        delay_ns: 4000,
        delay_ops: vec!["wait".into(), "arrive".into()],
        delay_warps: DelayWarps::List(vec![1, 3]),
        seed: 7,
        trap: false,
    };
    let mut options = crate::PassOptions::default();
    for (key, value) in config.to_options() {
        let info = phaselock_passes::PASSES
            .iter()
            .find(|p| p.name == "async-instrument")
            .expect("the pass");
        assert_eq!(info.check_option(key, &value), Ok(()), "{key}={value}");
        options.set(key, &value);
    }
    assert_eq!(Instrument::from_options(&options), config);
    assert_eq!(
        Instrument::from_options(&crate::PassOptions::default()),
        Instrument::default()
    );
}
