//! Turns `td/AsyncOps.td` into the artifacts the crate embeds:
//! `async.irdl.mlir` (the IRDL definition of the dialect), `ops.md` (the op
//! reference) and `op_table.rs` (attribute metadata for the Rust verifier).
//!
//! IRDL restricts operation names to `[a-z0-9_]`; dotted names such as
//! `barrier.alloc` are written as `barrier_alloc` and renamed when the
//! dialect is loaded (see `src/context.rs`).

use std::{env, fmt::Write as _, fs, path::PathBuf};
use tblgen::{record::Record, TableGenParser};

const LLVM_INCLUDE: &str = "/usr/lib/llvm-22/include";

fn main() {
    if let Err(message) = run() {
        eprintln!("error: {message}");
        std::process::exit(1);
    }
}

/// One operand, result or attribute of an op, as read from the `.td`.
struct Arg {
    name: String,
    /// IRDL constraint lines producing `%{name}` (attribute or type constraint).
    irdl: Vec<String>,
    /// Human-readable constraint for the docs.
    doc: String,
    /// `single`, `optional` or `variadic` for operands/results; for attributes
    /// whether the attribute is optional.
    variadicity: &'static str,
    /// For attributes: the kind tag used by the verifier table.
    attr_kind: String,
    enum_values: Vec<String>,
}

struct OpDef {
    name: String,
    summary: String,
    description: String,
    operands: Vec<Arg>,
    attributes: Vec<Arg>,
    results: Vec<Arg>,
    regions: Vec<String>,
}

fn run() -> Result<(), String> {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").map_err(|e| e.to_string())?);
    let td_dir = manifest.join("td");
    let td = td_dir.join("AsyncOps.td");
    println!("cargo:rerun-if-changed={}", td.display());
    println!("cargo:rustc-env=PHASELOCK_TD_DIR={}", td_dir.display());
    let include = env::var("TABLEGEN_220_PREFIX")
        .map(|p| format!("{p}/include"))
        .unwrap_or_else(|_| LLVM_INCLUDE.to_string());

    let keeper = TableGenParser::new()
        .add_include_directory(&include)
        .add_source_file(td.to_str().ok_or("non-utf8 path")?)
        .parse()
        .map_err(|e| format!("tablegen: {e}"))?;

    let dialect = keeper
        .all_derived_definitions("Dialect")
        .find(|d| d.str_value("name") == Ok("async"))
        .ok_or("no `async` dialect in AsyncOps.td")?;
    let dialect_summary = dialect.str_value("summary").unwrap_or_default().to_string();
    let dialect_description = dialect
        .str_value("description")
        .unwrap_or_default()
        .to_string();

    let mut types = Vec::new();
    for ty in keeper.all_derived_definitions("Async_Type") {
        let name = str_field(ty, "mnemonic")?;
        let mut params = Vec::new();
        if let Ok(dag) = ty.dag_value("parameters") {
            for (pname, init) in dag.args() {
                let pname = pname.unwrap_or("p");
                params.push(format!("{pname}:{}", parameter_base(init)));
            }
        }
        types.push((
            name,
            params,
            str_field(ty, "summary")?,
            str_field(ty, "description")?,
        ));
    }

    let mut ops = Vec::new();
    for op in keeper.all_derived_definitions("Async_Op") {
        let name = str_field(op, "opName")?;
        let mut operands = Vec::new();
        let mut attributes = Vec::new();
        if let Ok(dag) = op.dag_value("arguments") {
            for (aname, init) in dag.args() {
                let aname = aname.ok_or("unnamed argument")?.to_string();
                let def: Record = init
                    .as_def()
                    .map_err(|e| format!("{name}: argument {aname}: {e}"))?
                    .into();
                if def.subclass_of("Attr") {
                    attributes.push(attribute(&aname, def)?);
                } else {
                    operands.push(value_constraint(&aname, def)?);
                }
            }
        }
        let mut results = Vec::new();
        if let Ok(dag) = op.dag_value("results") {
            for (rname, init) in dag.args() {
                let rname = rname.ok_or("unnamed result")?.to_string();
                let def: Record = init.as_def().map_err(|e| e.to_string())?.into();
                results.push(value_constraint(&rname, def)?);
            }
        }
        let mut regions = Vec::new();
        if let Ok(dag) = op.dag_value("regions") {
            for (rname, _) in dag.args() {
                regions.push(rname.ok_or("unnamed region")?.to_string());
            }
        }
        ops.push(OpDef {
            name,
            summary: str_field(op, "summary")?,
            description: str_field(op, "description")?,
            operands,
            attributes,
            results,
            regions,
        });
    }
    ops.sort_by(|a, b| a.name.cmp(&b.name));
    for (i, a) in ops.iter().enumerate() {
        if ops[i + 1..]
            .iter()
            .any(|b| irdl_name(&a.name) == irdl_name(&b.name))
        {
            return Err(format!(
                "ops `{}` and another op have the same IRDL name",
                a.name
            ));
        }
    }

    let out = PathBuf::from(env::var("OUT_DIR").map_err(|e| e.to_string())?);
    fs::write(out.join("async.irdl.mlir"), irdl(&types, &ops)).map_err(|e| e.to_string())?;
    fs::write(
        out.join("ops.md"),
        docs(&dialect_summary, &dialect_description, &types, &ops),
    )
    .map_err(|e| e.to_string())?;
    fs::write(out.join("op_table.rs"), table(&ops)).map_err(|e| e.to_string())?;
    Ok(())
}

fn str_field(record: Record, field: &str) -> Result<String, String> {
    record
        .str_value(field)
        .map(|s| s.to_string())
        .map_err(|e| format!("{}: field {field}: {e}", record.name().unwrap_or("?")))
}

fn attribute(name: &str, def: Record) -> Result<Arg, String> {
    let (inner, optional) = if def.subclass_of("OptionalAttr") {
        (def.def_value("baseAttr").map_err(|e| e.to_string())?, true)
    } else {
        (def, false)
    };
    let def_name = inner.name().map_err(|e| e.to_string())?.to_string();
    let mut enum_values = Vec::new();
    let (irdl, doc, kind) = if inner.subclass_of("Async_EnumAttr") {
        enum_values = inner
            .list_of_strings_value("enumValues")
            .map_err(|e| e.to_string())?
            .into_iter()
            .map(str::to_string)
            .collect();
        let mut lines = Vec::new();
        let mut alts = Vec::new();
        for (i, v) in enum_values.iter().enumerate() {
            lines.push(format!("%{name}_{i} = irdl.is \"{v}\""));
            alts.push(format!("%{name}_{i}"));
        }
        lines.push(format!("%{name} = irdl.any_of({})", alts.join(", ")));
        let doc = enum_values
            .iter()
            .map(|v| format!("`\"{v}\"`"))
            .collect::<Vec<_>>()
            .join(" \\| ");
        (lines, doc, "enum".to_string())
    } else {
        match def_name.as_str() {
            "I64Attr" | "I32Attr" => (
                vec![format!("%{name} = irdl.base \"#builtin.integer\"")],
                format!(
                    "integer ({})",
                    if def_name == "I64Attr" { "i64" } else { "i32" }
                ),
                "int".to_string(),
            ),
            "StrAttr" => (
                vec![format!("%{name} = irdl.base \"#builtin.string\"")],
                "string".to_string(),
                "str".to_string(),
            ),
            "UnitAttr" => (
                vec![format!("%{name} = irdl.base \"#builtin.unit\"")],
                "unit".to_string(),
                "unit".to_string(),
            ),
            "TypeAttr" => (
                vec![format!("%{name} = irdl.base \"#builtin.type\"")],
                "type".to_string(),
                "type".to_string(),
            ),
            other => {
                return Err(format!(
                    "attribute `{name}`: unsupported constraint {other}"
                ))
            }
        }
    };
    Ok(Arg {
        name: name.to_string(),
        irdl,
        doc,
        variadicity: if optional { "optional" } else { "single" },
        attr_kind: kind,
        enum_values,
    })
}

fn value_constraint(name: &str, def: Record) -> Result<Arg, String> {
    let (inner, variadicity) = if def.subclass_of("Optional") {
        (
            def.def_value("baseType").map_err(|e| e.to_string())?,
            "optional",
        )
    } else if def.subclass_of("Variadic") {
        (
            def.def_value("baseType").map_err(|e| e.to_string())?,
            "variadic",
        )
    } else {
        (def, "single")
    };
    let def_name = inner.name().map_err(|e| e.to_string())?.to_string();
    let (irdl, doc) = type_constraint(name, &def_name, inner)?;
    Ok(Arg {
        name: name.to_string(),
        irdl,
        doc,
        variadicity,
        attr_kind: String::new(),
        enum_values: Vec::new(),
    })
}

fn type_constraint(
    name: &str,
    def_name: &str,
    def: Record,
) -> Result<(Vec<String>, String), String> {
    if def.subclass_of("Async_Type") {
        let mnemonic = str_field(def, "mnemonic")?;
        return Ok((
            vec![format!("%{name} = irdl.base @async::@{mnemonic}")],
            format!("`!async.{mnemonic}`"),
        ));
    }
    let simple = |ty: &str| (vec![format!("%{name} = irdl.is {ty}")], format!("`{ty}`"));
    Ok(match def_name {
        "I1" => simple("i1"),
        "I16" => simple("i16"),
        "I32" => simple("i32"),
        "I64" => simple("i64"),
        "F32" => simple("f32"),
        "Index" => simple("index"),
        "Async_SharedPtr" => (
            vec![format!("%{name} = irdl.is !llvm.ptr<3>")],
            "`!llvm.ptr<3>`".to_string(),
        ),
        "Async_GlobalPtr" => (
            vec![format!("%{name} = irdl.is !llvm.ptr<1>")],
            "`!llvm.ptr<1>`".to_string(),
        ),
        "Async_SharedRef" => (
            vec![
                format!("%{name}_0 = irdl.is !llvm.ptr<3>"),
                format!("%{name}_1 = irdl.base \"!builtin.memref\""),
                format!("%{name} = irdl.any_of(%{name}_0, %{name}_1)"),
            ],
            "`!llvm.ptr<3>` or a memref in shared memory".to_string(),
        ),
        "Async_StageBuffer" => (
            vec![format!("%{name} = irdl.base \"!builtin.memref\"")],
            "memref in shared memory".to_string(),
        ),
        "Async_ReduceValue" => (
            vec![
                format!("%{name}_0 = irdl.is i32"),
                format!("%{name}_1 = irdl.is f32"),
                format!("%{name} = irdl.any_of(%{name}_0, %{name}_1)"),
            ],
            "`i32` or `f32`".to_string(),
        ),
        other => return Err(format!("operand `{name}`: unsupported constraint {other}")),
    })
}

/// The IRDL base attribute of a type parameter, from its C++ type in the
/// `.td`: a type (`"Type"`), an array of integers (`ArrayRefParameter`, a
/// dense array) or an integer.
fn parameter_base(init: tblgen::init::TypedInit) -> &'static str {
    let text = match init {
        tblgen::init::TypedInit::String(s) | tblgen::init::TypedInit::Code(s) => {
            s.to_str().unwrap_or_default().to_string()
        }
        tblgen::init::TypedInit::Def(d) => {
            let record = Record::from(d);
            if record.subclass_of("ArrayRefParameter") {
                return "builtin.dense_array";
            }
            record.name().unwrap_or_default().to_string()
        }
        _ => String::new(),
    };
    if text.contains("Type") {
        "builtin.type"
    } else if text.contains("ArrayRef") {
        "builtin.dense_array"
    } else {
        "builtin.integer"
    }
}

fn irdl_name(op: &str) -> String {
    op.replace('.', "_")
}

fn irdl(types: &[(String, Vec<String>, String, String)], ops: &[OpDef]) -> String {
    let mut s = String::from("// generated from dialect/td/AsyncOps.td by dialect/build.rs\n");
    s.push_str("irdl.dialect @async {\n");
    for (name, params, _, _) in types {
        let _ = writeln!(s, "  irdl.type @{name} {{");
        if !params.is_empty() {
            let mut names = Vec::new();
            for p in params {
                let (p, base) = p.split_once(':').unwrap_or((p, "builtin.integer"));
                let _ = writeln!(s, "    %{p} = irdl.base \"#{base}\"");
                names.push(format!("{p}: %{p}"));
            }
            let _ = writeln!(s, "    irdl.parameters({})", names.join(", "));
        }
        s.push_str("  }\n");
    }
    for op in ops {
        let _ = writeln!(s, "  irdl.operation @{} {{", irdl_name(&op.name));
        for arg in op.operands.iter().chain(&op.results) {
            for line in &arg.irdl {
                let _ = writeln!(s, "    {line}");
            }
        }
        let required: Vec<&Arg> = op
            .attributes
            .iter()
            .filter(|a| a.variadicity == "single")
            .collect();
        for attr in &required {
            for line in &attr.irdl {
                let _ = writeln!(s, "    {line}");
            }
        }
        let list = |args: &[Arg]| {
            args.iter()
                .map(|a| format!("{}: {} %{}", a.name, a.variadicity, a.name))
                .collect::<Vec<_>>()
                .join(", ")
        };
        if !op.operands.is_empty() {
            let _ = writeln!(s, "    irdl.operands({})", list(&op.operands));
        }
        if !op.results.is_empty() {
            let _ = writeln!(s, "    irdl.results({})", list(&op.results));
        }
        if !required.is_empty() {
            let attrs = required
                .iter()
                .map(|a| format!("\"{}\" = %{}", a.name, a.name))
                .collect::<Vec<_>>()
                .join(", ");
            let _ = writeln!(s, "    irdl.attributes {{{attrs}}}");
        }
        if !op.regions.is_empty() {
            let mut names = Vec::new();
            for r in &op.regions {
                let _ = writeln!(s, "    %{r} = irdl.region with size 1");
                names.push(format!("{r}: %{r}"));
            }
            let _ = writeln!(s, "    irdl.regions({})", names.join(", "));
        }
        s.push_str("  }\n");
    }
    s.push_str("}\n");
    s
}

fn docs(
    summary: &str,
    description: &str,
    types: &[(String, Vec<String>, String, String)],
    ops: &[OpDef],
) -> String {
    let mut s = String::new();
    s.push_str("<!-- generated from dialect/td/AsyncOps.td; regenerate with `async-opt --print-op-docs > docs/ops.md` -->\n");
    let _ = writeln!(
        s,
        "# The `async` dialect\n\n{summary}.\n\n{}\n",
        dedent(description)
    );
    s.push_str("## Types\n\n");
    for (name, _, summary, description) in types {
        let _ = writeln!(
            s,
            "### `!async.{name}`\n\n{summary}.\n\n{}\n",
            dedent(description)
        );
    }
    s.push_str("## Operations\n\n");
    for op in ops {
        let _ = writeln!(
            s,
            "### `async.{}`\n\n{}.\n\n{}\n",
            op.name,
            op.summary,
            dedent(&op.description)
        );
        let table = |s: &mut String, title: &str, args: &[Arg]| {
            if args.is_empty() {
                return;
            }
            let _ = writeln!(s, "{title}:\n\n| name | constraint | |\n|---|---|---|");
            for a in args {
                let _ = writeln!(s, "| `{}` | {} | {} |", a.name, a.doc, a.variadicity);
            }
            s.push('\n');
        };
        table(&mut s, "Operands", &op.operands);
        table(&mut s, "Attributes", &op.attributes);
        table(&mut s, "Results", &op.results);
        if !op.regions.is_empty() {
            let _ = writeln!(
                s,
                "Regions: {}\n",
                op.regions
                    .iter()
                    .map(|r| format!("`{r}` (one block)"))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
    }
    s
}

fn dedent(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let indent = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    lines
        .iter()
        .map(|l| {
            if l.len() >= indent {
                &l[indent..]
            } else {
                l.trim_start()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
        .trim()
        .to_string()
}

fn table(ops: &[OpDef]) -> String {
    let mut s = String::from("// generated from dialect/td/AsyncOps.td by dialect/build.rs\n");
    s.push_str("/// Every operation of the dialect with its attribute metadata.\npub const OPS: &[OpInfo] = &[\n");
    for op in ops {
        let _ = writeln!(
            s,
            "    OpInfo {{ name: \"async.{}\", attributes: &[",
            op.name
        );
        for a in &op.attributes {
            let values = a
                .enum_values
                .iter()
                .map(|v| format!("{v:?}"))
                .collect::<Vec<_>>()
                .join(", ");
            let kind = match a.attr_kind.as_str() {
                "int" => "AttrKind::Int".to_string(),
                "str" => "AttrKind::Str".to_string(),
                "unit" => "AttrKind::Unit".to_string(),
                "type" => "AttrKind::Type".to_string(),
                _ => format!("AttrKind::Enum(&[{values}])"),
            };
            let _ = writeln!(
                s,
                "        AttrInfo {{ name: \"{}\", kind: {kind}, optional: {} }},",
                a.name,
                a.variadicity == "optional"
            );
        }
        let _ = writeln!(
            s,
            "    ], operands: {}, results: {}, regions: {} }},",
            op.operands.len(),
            op.results.len(),
            op.regions.len()
        );
    }
    s.push_str("];\n");
    s
}
