//! Kernel generators that build phaselock's `async` dialect through typed
//! builders, as a DSL compiler embedding phaselock would: [`builder`]
//! (appending ops and opening regions), [`attention`] (the attention
//! forward of `attn-gen`). They decide tiles, rings, roles and the
//! schedule, and leave every phase bit, barrier count, byte count and
//! descriptor field to the compiler.

pub mod attention;
pub mod builder;

use builder::Kb;
use melior::{
    ir::{
        attribute::{DenseI32ArrayAttribute, StringAttribute, TypeAttribute},
        operation::OperationBuilder,
        r#type::FunctionType,
        Attribute, Block, BlockLike, Identifier, Location, Module, Region, RegionLike, Type,
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
