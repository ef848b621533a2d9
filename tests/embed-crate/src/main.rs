//! Embeds phaselock: builds kernels with the typed builders in two
//! `gpu.module`s (two kernels in the first), runs passes of its own before
//! and after phaselock's pipeline, and compiles the whole to PTX with one
//! call. Also checks that a rejected module comes back as a
//! `phaselock::Error`. Exits non-zero on any failure.
//!
//! Run: `cargo run -- [sm_90a|sm_100a]`

use phaselock::{
    compile::{compile_module_with, Artifact, CompileOptions, Emit, Hooks, Passes},
    dialect::{
        builders::r#async as ops,
        create_context,
        enums::{Scope, WaitMode},
        types,
    },
    melior::{
        self,
        dialect::arith,
        ir::{
            attribute::{IntegerAttribute, StringAttribute},
            operation::OperationLike,
            r#type::IntegerType,
            Block, BlockLike, Location, Module, Operation, RegionLike, Type,
        },
        pass::transform,
    },
    Chip,
};
use std::error::Error;

/// What the DSL emits before filling in the kernel bodies.
const SHELL: &str = r#"gpu.module @first {
  gpu.func @producer() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    gpu.return
  }
  gpu.func @consumer() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    gpu.return
  }
}
gpu.module @second {
  gpu.func @single() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    gpu.return
  }
}"#;

fn main() -> Result<(), Box<dyn Error>> {
    let chip: Chip = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "sm_90a".into())
        .parse()?;
    let context = create_context()?;
    let mut module = Module::parse(&context, SHELL).ok_or("the kernel shell does not parse")?;
    let mut bodies = 0;
    for gpu_module in children(&module.body()) {
        let block = gpu_module
            .region(0)?
            .first_block()
            .ok_or("empty gpu.module")?;
        for func in children(&block) {
            let body = func.region(0)?.first_block().ok_or("kernel without body")?;
            fill(&context, &body)?;
            bodies += 1;
        }
    }
    if bodies != 3 || !module.as_operation().verify() {
        return Err("the built kernels do not verify".into());
    }
    let options = CompileOptions {
        chip: Some(chip),
        emit: Emit::Ptx,
        ..Default::default()
    };
    let hooks = Hooks {
        before: vec![Passes::text("canonicalize")],
        after: vec![Passes::build(|manager| {
            manager
                .nested_under("gpu.module")
                .add_pass(transform::create_cse());
            Ok(())
        })],
    };
    let compiled = compile_module_with(&context, &mut module, "embed.dsl", &options, &hooks)?;
    for d in &compiled.diagnostics {
        eprintln!("{d}");
    }
    let names: Vec<(&str, Vec<String>)> = compiled
        .modules
        .iter()
        .map(|m| (m.name.as_str(), m.kernels.clone()))
        .collect();
    let expected = vec![
        (
            "first",
            vec!["producer".to_string(), "consumer".to_string()],
        ),
        ("second", vec!["single".to_string()]),
    ];
    if names != expected {
        return Err(format!("modules and kernels {names:?}, expected {expected:?}").into());
    }
    for gpu_module in &compiled.modules {
        let Artifact::Text(ptx) = &gpu_module.artifact else {
            return Err("no PTX".into());
        };
        for kernel in &gpu_module.kernels {
            if !ptx.contains(&format!(".entry {kernel}(")) || !ptx.contains(chip.name()) {
                return Err(
                    format!("the PTX of @{} lacks {kernel}:\n{ptx}", gpu_module.name).into(),
                );
            }
        }
        println!(
            "@{}: {} bytes of PTX for {chip}, kernels {:?}",
            gpu_module.name,
            ptx.len(),
            gpu_module.kernels
        );
    }

    // A module that is no kernel: the compile fails with diagnostics.
    let mut empty = Module::parse(&context, "func.func @f() { return }").ok_or("no parse")?;
    match compile_module_with(
        &context,
        &mut empty,
        "empty.dsl",
        &options,
        &Hooks::default(),
    ) {
        Ok(_) => Err("a module without a gpu.module compiled".into()),
        Err(error)
            if error.errors().count() == 1 && error.to_string().contains("no gpu.module") =>
        {
            let boxed: Box<dyn Error> = Box::new(error);
            println!("rejected as expected: {boxed}");
            Ok(())
        }
        Err(error) => Err(format!("unexpected diagnostics: {error}").into()),
    }
}

/// The ops of a block, first to last.
fn children<'c, 'a>(block: &'a Block<'c>) -> Vec<melior::ir::OperationRef<'c, 'a>> {
    let mut ops = Vec::new();
    let mut next = block.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        ops.push(op);
    }
    ops
}

/// Puts one mbarrier handoff in front of the block's terminator: every
/// thread arrives on a barrier of arrival count 32 and waits for phase 0.
fn fill<'c>(context: &'c melior::Context, body: &Block<'c>) -> Result<(), Box<dyn Error>> {
    let location = Location::new(context, "embed.dsl", 1, 1);
    let i64_type: Type = IntegerType::new(context, 64).into();
    let i1_type: Type = IntegerType::new(context, 1).into();
    let ret = body.terminator().ok_or("no terminator")?;
    let at = |op: Operation<'c>| body.insert_operation_before(ret, op);
    let alloc = at(ops::barrier_alloc(
        context,
        types::mbarrier_array(context, 1),
        IntegerAttribute::new(i64_type, 1),
        IntegerAttribute::new(i64_type, 32),
        Scope::Cta.attribute(context),
        StringAttribute::new(context, "handoff"),
        location,
    )
    .into());
    let zero = at(arith::constant(
        context,
        IntegerAttribute::new(Type::index(context), 0).into(),
        location,
    ));
    let get = at(ops::barrier_get(
        context,
        types::mbarrier(context),
        alloc.result(0)?.into(),
        zero.result(0)?.into(),
        location,
    )
    .into());
    let barrier = get.result(0)?;
    at(ops::barrier_arrive(context, barrier.into(), location).into());
    let parity = at(arith::constant(
        context,
        IntegerAttribute::new(i1_type, 0).into(),
        location,
    ));
    at(ops::barrier_wait(
        context,
        barrier.into(),
        parity.result(0)?.into(),
        WaitMode::Try.attribute(context),
        location,
    )
    .into());
    Ok(())
}
