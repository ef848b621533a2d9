//! Kernel generators that build phaselock's `async` dialect through typed
//! builders, as a DSL compiler embedding phaselock would: [`builder`]
//! (appending ops and opening regions), [`attention`] (the attention
//! forward of `attn-gen`) and [`gemm`] (the bf16 GEMM of `gemm-gen`).
//! They decide tiles, rings, roles and the schedule, and leave every phase
//! bit, barrier count, byte count and descriptor field to the compiler.

pub mod attention;
pub mod builder;
pub mod gemm;
mod staging;
mod steps;

use builder::Kb;
use melior::{
    ir::{
        attribute::{DenseI32ArrayAttribute, IntegerAttribute, StringAttribute, TypeAttribute},
        operation::{OperationBuilder, OperationLike},
        r#type::{FunctionType, IntegerType},
        Attribute, Block, BlockLike, BlockRef, Identifier, Location, Module, Region, RegionLike,
        Type,
    },
    Context,
};

/// A module holding one `gpu.module` for sm_90a with one kernel of
/// `threads` threads, its arguments of `arg_types`, its attributes
/// `attributes` besides (name, spelling: the launch contract a runner
/// reads), its body built by `body` from the arguments.
pub fn kernel_module<'c, F>(
    ctx: &'c Context,
    name: &str,
    (arg_types, attributes): (&[&str], &[(&str, String)]),
    threads: i32,
    body: F,
) -> Result<Module<'c>, String>
where
    F: for<'b> FnOnce(&Kb<'c, 'b>, &[melior::ir::Value<'c, 'b>]),
{
    let loc = Location::new(ctx, &format!("{name}.generated"), 0, 0);
    let parse = |text: &str| Type::parse(ctx, text).ok_or(format!("type '{text}'"));
    let types = arg_types
        .iter()
        .map(|t| parse(t))
        .collect::<Result<Vec<_>, _>>()?;
    let entry = Block::new(&types.iter().map(|t| (*t, loc)).collect::<Vec<_>>());
    {
        let kb = Kb::new(ctx, &entry);
        let args: Vec<_> = (0..types.len())
            .map(|i| entry.argument(i).expect("argument").into())
            .collect();
        body(&kb, &args);
        kb.generic("gpu.return", &[], &[], &[]);
    }
    let id = |n: &str| Identifier::new(ctx, n);
    let attr = |t: &str| Attribute::parse(ctx, t).ok_or(format!("attribute '{t}'"));
    let func_region = Region::new();
    func_region.append_block(entry);
    let extra = attributes
        .iter()
        .map(|(n, text)| Ok((id(n), attr(text)?)))
        .collect::<Result<Vec<_>, String>>()?;
    let func = OperationBuilder::new("gpu.func", loc)
        .add_attributes(&extra)
        .add_attributes(&[
            (id("sym_name"), StringAttribute::new(ctx, name).into()),
            (
                id("function_type"),
                TypeAttribute::new(FunctionType::new(ctx, &types, &[]).into()).into(),
            ),
            (id("gpu.kernel"), attr("unit")?),
            (
                id("known_block_size"),
                DenseI32ArrayAttribute::new(ctx, &[threads, 1, 1]).into(),
            ),
            // No workgroup attributions, said as the gpu.func parser says it.
            (id("workgroup_attributions"), attr("0 : i64")?),
        ])
        .add_regions([func_region])
        .build()
        .map_err(|e| e.to_string())?;
    let gpu_block = Block::new(&[]);
    gpu_block.append_operation(func);
    let gpu_region = Region::new();
    gpu_region.append_block(gpu_block);
    let gpu_module = OperationBuilder::new("gpu.module", loc)
        .add_attributes(&[
            (id("sym_name"), StringAttribute::new(ctx, name).into()),
            (id("targets"), attr(r#"[#nvvm.target<chip = "sm_90a">]"#)?),
        ])
        .add_regions([gpu_region])
        .build()
        .map_err(|e| e.to_string())?;
    let module = Module::new(loc);
    module.body().append_operation(gpu_module);
    Ok(module)
}

/// Adds the kernel of `other` (a module that [`kernel_module`] built) to
/// the `gpu.module` of `module`, after its kernel: one module, one PTX, two
/// kernels (a GEMM and its split-K reduction).
pub fn add_kernel<'c>(module: &Module<'c>, other: &Module<'c>) -> Result<(), String> {
    let func = gpu_block(other)?
        .first_operation()
        .ok_or("the other gpu.module holds no kernel")?;
    gpu_block(module)?.append_operation((*func).clone());
    Ok(())
}

/// The block of the `gpu.module` that `module` holds first.
fn gpu_block<'c, 'm>(module: &'m Module<'c>) -> Result<BlockRef<'c, 'm>, String> {
    let gpu_module = module
        .body()
        .first_operation()
        .filter(|op| op.name().as_string_ref().as_str() == Ok("gpu.module"))
        .ok_or("the module holds no gpu.module")?;
    let block = gpu_module
        .region(0)
        .map_err(|e| e.to_string())?
        .first_block()
        .ok_or("the gpu.module has no block")?;
    Ok(block)
}

/// Adds a shared-memory buffer of `bytes` bytes, aligned to `alignment`,
/// to the `gpu.module` of a module that [`kernel_module`] built, before
/// its kernel: an internal `llvm.mlir.global` `@name` of
/// `!llvm.array<bytes x i8>` in address space 3, which the kernel reaches
/// with `llvm.mlir.addressof @name` (its own staging, beside the arena
/// the compiler lays out).
pub fn add_shared_buffer<'c>(
    ctx: &'c Context,
    module: &Module<'c>,
    (name, bytes, alignment): (&str, u32, u32),
) -> Result<(), String> {
    let loc = Location::new(ctx, &format!("{name}.generated"), 0, 0);
    let id = |n: &str| Identifier::new(ctx, n);
    let attr = |t: &str| Attribute::parse(ctx, t).ok_or(format!("attribute '{t}'"));
    let int = |bits: u32, value: i64| {
        IntegerAttribute::new(IntegerType::new(ctx, bits).into(), value).into()
    };
    let array = Type::parse(ctx, &format!("!llvm.array<{bytes} x i8>"))
        .ok_or(format!("a buffer of {bytes} bytes"))?;
    let global = OperationBuilder::new("llvm.mlir.global", loc)
        .add_attributes(&[
            (id("sym_name"), StringAttribute::new(ctx, name).into()),
            (id("global_type"), TypeAttribute::new(array).into()),
            (id("linkage"), attr("#llvm.linkage<internal>")?),
            (id("addr_space"), int(32, 3)),
            (id("alignment"), int(64, i64::from(alignment))),
            (id("unnamed_addr"), int(64, 0)),
            (id("visibility_"), int(64, 0)),
        ])
        .add_regions([Region::new()])
        .build()
        .map_err(|e| e.to_string())?;
    gpu_block(module)?.insert_operation(0, global);
    Ok(())
}
