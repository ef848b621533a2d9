//! Embedding phaselock in a DSL compiler: build a kernel with the typed
//! builders generated from the dialect's ODS, then compile it to PTX with one
//! library call.
//!
//! The kernel (32 threads): every thread arrives on one mbarrier whose
//! arrival count is 32, waits for phase 0 to complete, then the warp sums the
//! thread indices with `async.warp_reduce` and stores the sum (496).
//!
//! Run: `cargo run --example embed -- [sm_90a|sm_100a]`

use melior::{
    dialect::{arith, llvm},
    ir::{
        attribute::{IntegerAttribute, StringAttribute},
        operation::OperationLike,
        r#type::IntegerType,
        BlockLike, Location, Module, RegionLike, Type,
    },
};
use phaselock::{
    compile::{compile_module, Artifact, CompileOptions, Emit},
    dialect::{builders::r#async as ops, create_context, types},
    Chip,
};
use std::process::ExitCode;

/// The kernel shell a DSL would emit before filling in the body.
const SHELL: &str = r#"gpu.module @dsl {
  gpu.func @handoff(%out: !llvm.ptr<1>) kernel {
    gpu.return
  }
}"#;

fn main() -> ExitCode {
    let chip: Chip = match std::env::args()
        .nth(1)
        .unwrap_or_else(|| "sm_90a".into())
        .parse()
    {
        Ok(chip) => chip,
        Err(error) => {
            eprintln!("embed: error: {error}");
            return ExitCode::FAILURE;
        }
    };
    let context = match create_context() {
        Ok(context) => context,
        Err(error) => {
            eprintln!("embed: error: {error}");
            return ExitCode::FAILURE;
        }
    };
    let Some(mut module) = Module::parse(&context, SHELL) else {
        eprintln!("embed: error: the kernel shell does not parse");
        return ExitCode::FAILURE;
    };
    build_body(&context, &module);
    if !module.as_operation().verify() {
        eprintln!("embed: error: the built kernel does not verify");
        return ExitCode::FAILURE;
    }
    println!(
        "// built with the typed builders:\n{}",
        module.as_operation()
    );
    let options = CompileOptions {
        chip: Some(chip),
        emit: Emit::Ptx,
        ptxas: None,
        ..Default::default()
    };
    match compile_module(&context, &mut module, "embed", &options) {
        Ok(compiled) => {
            for d in &compiled.diagnostics {
                eprintln!("{d}");
            }
            if let Artifact::Text(ptx) = compiled.artifact {
                println!("// PTX for {chip}:\n{ptx}");
            }
            ExitCode::SUCCESS
        }
        Err(diagnostics) => {
            for d in diagnostics {
                eprintln!("{d}");
            }
            ExitCode::FAILURE
        }
    }
}

/// Fills the kernel body in front of its `gpu.return`.
fn build_body<'c>(context: &'c melior::Context, module: &Module<'c>) {
    let location = Location::new(context, "embed.dsl", 1, 1);
    let i64_type: Type = IntegerType::new(context, 64).into();
    let i32_type: Type = IntegerType::new(context, 32).into();
    let i1_type: Type = IntegerType::new(context, 1).into();
    let Some(gpu_module) = module.body().first_operation() else {
        return;
    };
    let Some(func) = gpu_module
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .and_then(|b| b.first_operation())
    else {
        return;
    };
    let Some(body) = func.region(0).ok().and_then(|r| r.first_block()) else {
        return;
    };
    let Some(ret) = body.terminator() else { return };
    let Ok(out) = body.argument(0) else { return };
    let at = |op: melior::ir::Operation<'c>| body.insert_operation_before(ret, op);

    let alloc = at(ops::barrier_alloc(
        context,
        types::mbarrier_array(context, 1),
        IntegerAttribute::new(i64_type, 1),
        IntegerAttribute::new(i64_type, 32),
        StringAttribute::new(context, "cta"),
        StringAttribute::new(context, "handoff"),
        location,
    )
    .into());
    let zero = at(arith::constant(
        context,
        IntegerAttribute::new(Type::index(context), 0).into(),
        location,
    ));
    let (Ok(array), Ok(zero)) = (alloc.result(0), zero.result(0)) else {
        return;
    };
    let get = at(ops::barrier_get(
        context,
        types::mbarrier(context),
        array.into(),
        zero.into(),
        location,
    )
    .into());
    let Ok(barrier) = get.result(0) else { return };
    at(ops::barrier_arrive(context, barrier.into(), location).into());
    let phase = at(arith::constant(
        context,
        IntegerAttribute::new(i1_type, 0).into(),
        location,
    ));
    let Ok(phase) = phase.result(0) else { return };
    at(ops::barrier_wait(
        context,
        barrier.into(),
        phase.into(),
        StringAttribute::new(context, "try"),
        location,
    )
    .into());
    let tid = at(melior::ir::operation::OperationBuilder::new(
        "nvvm.read.ptx.sreg.tid.x",
        location,
    )
    .add_results(&[i32_type])
    .build()
    .expect("nvvm.read.ptx.sreg.tid.x is a valid op"));
    let Ok(tid) = tid.result(0) else { return };
    let sum = at(ops::warp_reduce(
        context,
        i32_type,
        tid.into(),
        StringAttribute::new(context, "add"),
        IntegerAttribute::new(i64_type, 32),
        location,
    )
    .into());
    let Ok(sum) = sum.result(0) else { return };
    at(llvm::store(
        context,
        sum.into(),
        out.into(),
        location,
        Default::default(),
    ));
}
