//! Turns `td/AsyncOps.td` into the dialect's code and the artifacts the crate
//! embeds:
//! - the C++ classes of the dialect, its types and its operations, generated
//!   by `mlir-tblgen` and compiled with `cpp/AsyncDialect.cpp` (the
//!   registration shim behind `phaselockAsyncDialectHandle`) into a static
//!   library, linked with the static MLIR that `mlir-sys` links;
//! - `ops.md` (the op reference) and `op_table.rs` (attribute metadata for the
//!   Rust verifier), read from the same `.td` with the `tblgen` crate.

use std::{
    env,
    fmt::Write as _,
    fs,
    path::{Path, PathBuf},
    process::Command,
};
use tblgen::{record::Record, RecordKeeper, TableGenParser};

const LLVM_PREFIX: &str = "/usr/lib/llvm-22";

fn main() {
    if let Err(message) = run() {
        eprintln!("error: {message}");
        std::process::exit(1);
    }
}

/// One operand, result or attribute of an op, as read from the `.td`.
struct Arg {
    name: String,
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
    /// The words of its `phaselockFacts`.
    facts: Vec<String>,
}

/// The words `phaselockFacts` may hold, as `Facts` names its fields.
const FACTS: &[&str] = &[
    "arrives",
    "waits",
    "expects_bytes",
    "completes_bytes",
    "async_reads_shared",
    "async_writes_shared",
    "publishes",
    "collective",
    "pipeline_level",
    "sm90a",
    "sm100a",
];

/// Compiles the dialect's C++ and writes the generated docs, tables and enums
/// into `OUT_DIR`.
fn run() -> Result<(), String> {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").map_err(|e| e.to_string())?);
    let td_dir = manifest.join("td");
    let td = td_dir.join("AsyncOps.td");
    println!("cargo:rerun-if-changed={}", td.display());
    println!("cargo:rustc-env=PHASELOCK_TD_DIR={}", td_dir.display());
    let prefix = env::var("TABLEGEN_220_PREFIX")
        .or_else(|_| env::var("MLIR_SYS_220_PREFIX"))
        .unwrap_or_else(|_| LLVM_PREFIX.to_string());
    let include = format!("{prefix}/include");
    let out = PathBuf::from(env::var("OUT_DIR").map_err(|e| e.to_string())?);
    compile_dialect(&manifest, &td, &prefix, &out)?;

    let keeper = TableGenParser::new()
        .add_include_directory(&include)
        .add_source_file(td.to_str().ok_or("non-utf8 path")?)
        .parse()
        .map_err(|e| format!("tablegen: {e}"))?;

    let (dialect_summary, dialect_description) = dialect_doc(&keeper)?;
    let types = read_types(&keeper)?;
    let mut ops = keeper
        .all_derived_definitions("Async_Op")
        .map(read_op)
        .collect::<Result<Vec<_>, String>>()?;
    ops.sort_by(|a, b| a.name.cmp(&b.name));
    fs::write(
        out.join("ops.md"),
        docs(&dialect_summary, &dialect_description, &types, &ops),
    )
    .map_err(|e| e.to_string())?;
    fs::write(out.join("op_table.rs"), table(&ops)).map_err(|e| e.to_string())?;
    fs::write(out.join("op_kind.rs"), kinds(&ops)).map_err(|e| e.to_string())?;
    let enums = read_enums(&keeper)?;
    fs::write(out.join("enums.rs"), enum_types(&enums)).map_err(|e| e.to_string())?;
    Ok(())
}

/// The `async` dialect's summary and description.
fn dialect_doc(keeper: &RecordKeeper) -> Result<(String, String), String> {
    let dialect = keeper
        .all_derived_definitions("Dialect")
        .find(|d| d.str_value("name") == Ok("async"))
        .ok_or("no `async` dialect in AsyncOps.td")?;
    let summary = dialect.str_value("summary").unwrap_or_default().to_string();
    let description = dialect
        .str_value("description")
        .unwrap_or_default()
        .to_string();
    Ok((summary, description))
}

/// Each `Async_Type`'s mnemonic, summary and description.
fn read_types(keeper: &RecordKeeper) -> Result<Vec<(String, String, String)>, String> {
    let mut types = Vec::new();
    for ty in keeper.all_derived_definitions("Async_Type") {
        let name = str_field(ty, "mnemonic")?;
        types.push((
            name,
            str_field(ty, "summary")?,
            str_field(ty, "description")?,
        ));
    }
    Ok(types)
}

/// One `Async_Op` of the `.td`: its arguments, results, regions and facts.
fn read_op(op: Record) -> Result<OpDef, String> {
    let name = str_field(op, "opName")?;
    let (operands, attributes) = read_arguments(&name, op)?;
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
    let facts = read_facts(&name, op)?;
    Ok(OpDef {
        facts,
        name,
        summary: str_field(op, "summary")?,
        description: str_field(op, "description")?,
        operands,
        attributes,
        results,
        regions,
    })
}

/// An op's `arguments`, split into its operands and its attributes.
fn read_arguments(name: &str, op: Record) -> Result<(Vec<Arg>, Vec<Arg>), String> {
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
    Ok((operands, attributes))
}

/// The words of an op's `phaselockFacts`, each one of [`FACTS`].
fn read_facts(name: &str, op: Record) -> Result<Vec<String>, String> {
    let facts: Vec<String> = op
        .list_of_strings_value("phaselockFacts")
        .map_err(|e| format!("{name}: phaselockFacts: {e}"))?
        .into_iter()
        .map(str::to_string)
        .collect();
    if let Some(bad) = facts.iter().find(|f| !FACTS.contains(&f.as_str())) {
        return Err(format!(
            "{name}: unknown phaselockFacts word `{bad}` (one of {})",
            FACTS.join(", ")
        ));
    }
    Ok(facts)
}

/// Each `Async_EnumAttr`'s def name, summary and values.
fn read_enums(keeper: &RecordKeeper) -> Result<Vec<(String, String, Vec<String>)>, String> {
    keeper
        .all_derived_definitions("Async_EnumAttr")
        .map(|def| {
            let values = def
                .list_of_strings_value("enumValues")
                .map_err(|e| e.to_string())?;
            Ok((
                def.name().map_err(|e| e.to_string())?.to_string(),
                str_field(def, "summary")?,
                values.into_iter().map(str::to_string).collect(),
            ))
        })
        .collect()
}

/// `snake_case` as `CamelCase`.
fn camel(name: &str) -> String {
    name.split('_')
        .map(|part| {
            let mut chars = part.chars();
            chars
                .next()
                .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
                .unwrap_or_default()
        })
        .collect()
}

/// One Rust enum per `Async_EnumAttr` of the `.td` (`Async_ScopeAttr` gives
/// `Scope`), with the `enum_value!` impls of `enums.rs`.
fn enum_types(enums: &[(String, String, Vec<String>)]) -> String {
    let mut s = String::from("// generated from dialect/td/AsyncOps.td by dialect/build.rs\n");
    for (def, summary, values) in enums {
        let name = def.trim_start_matches("Async_").trim_end_matches("Attr");
        let _ = writeln!(s, "/// The {summary} (`{def}` in the `.td`).");
        s.push_str("#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]\n");
        let _ = writeln!(s, "pub enum {name} {{");
        for value in values {
            let _ = writeln!(s, "    /// `{value}`\n    {},", camel(value));
        }
        s.push_str("}\n");
        let pairs = values
            .iter()
            .map(|v| format!("({name}::{}, {v:?})", camel(v)))
            .collect::<Vec<_>>()
            .join(", ");
        let _ = writeln!(s, "enum_value!({name}, {def:?}, [{pairs}]);");
    }
    s
}

/// The `mlir-tblgen` generators run on the `.td`, with the file each writes.
const GENERATORS: [(&str, &str); 6] = [
    ("-gen-dialect-decls", "AsyncDialect.h.inc"),
    ("-gen-dialect-defs", "AsyncDialect.cpp.inc"),
    ("-gen-typedef-decls", "AsyncTypes.h.inc"),
    ("-gen-typedef-defs", "AsyncTypes.cpp.inc"),
    ("-gen-op-decls", "AsyncOps.h.inc"),
    ("-gen-op-defs", "AsyncOps.cpp.inc"),
];

/// Generates the dialect's C++ with `mlir-tblgen` and compiles it with the
/// shim into the static library `phaselock_async_dialect`.
fn compile_dialect(manifest: &Path, td: &Path, prefix: &str, out: &Path) -> Result<(), String> {
    let shim = manifest.join("cpp").join("AsyncDialect.cpp");
    println!("cargo:rerun-if-changed={}", shim.display());
    let tblgen = format!("{prefix}/bin/mlir-tblgen");
    let include = format!("{prefix}/include");
    for (generator, file) in GENERATORS {
        let status = Command::new(&tblgen)
            .arg(generator)
            .arg("--dialect=async")
            .arg(format!("-I{include}"))
            .arg(td)
            .arg("-o")
            .arg(out.join(file))
            .status()
            .map_err(|e| format!("cannot run {tblgen}: {e}"))?;
        if !status.success() {
            return Err(format!("{tblgen} {generator} failed on {}", td.display()));
        }
    }
    cc::Build::new()
        .cpp(true)
        .std("c++17")
        .file(&shim)
        .include(out)
        .include(&include)
        .flag("-fno-exceptions")
        .define("_GNU_SOURCE", None)
        .define("__STDC_CONSTANT_MACROS", None)
        .define("__STDC_FORMAT_MACROS", None)
        .define("__STDC_LIMIT_MACROS", None)
        // The generated code is MLIR's own; debug info for it only doubles
        // the compile time.
        .debug(false)
        .warnings(false)
        .try_compile("phaselock_async_dialect")
        .map_err(|e| format!("compiling the dialect's C++: {e}"))
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
    let (doc, kind) = if inner.subclass_of("Async_EnumAttr") {
        enum_values = inner
            .list_of_strings_value("enumValues")
            .map_err(|e| e.to_string())?
            .into_iter()
            .map(str::to_string)
            .collect();
        let doc = enum_values
            .iter()
            .map(|v| format!("`{v}`"))
            .collect::<Vec<_>>()
            .join(" \\| ");
        (doc, "enum")
    } else {
        match def_name.as_str() {
            "I64Attr" => ("integer (i64)".to_string(), "int"),
            "I32Attr" => ("integer (i32)".to_string(), "int"),
            "StrAttr" => ("string".to_string(), "str"),
            "UnitAttr" => ("unit".to_string(), "unit"),
            "TypeAttr" => ("type".to_string(), "type"),
            other => {
                return Err(format!(
                    "attribute `{name}`: unsupported constraint {other}"
                ))
            }
        }
    };
    Ok(Arg {
        name: name.to_string(),
        doc,
        variadicity: if optional { "optional" } else { "single" },
        attr_kind: kind.to_string(),
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
    Ok(Arg {
        name: name.to_string(),
        doc: type_doc(name, &def_name, inner)?,
        variadicity,
        attr_kind: String::new(),
        enum_values: Vec::new(),
    })
}

/// The docs' spelling of an operand or result constraint.
fn type_doc(name: &str, def_name: &str, def: Record) -> Result<String, String> {
    if def.subclass_of("Async_Type") {
        return Ok(format!("`!async.{}`", str_field(def, "mnemonic")?));
    }
    Ok(match def_name {
        "I1" => "`i1`".to_string(),
        "I16" => "`i16`".to_string(),
        "I32" => "`i32`".to_string(),
        "I64" => "`i64`".to_string(),
        "F32" => "`f32`".to_string(),
        "Index" => "`index`".to_string(),
        "Async_SharedPtr" => "`!llvm.ptr<3>`".to_string(),
        "Async_GlobalPtr" => "`!llvm.ptr<1>`".to_string(),
        "Async_SharedRef" => "`!llvm.ptr<3>` or a memref in shared memory".to_string(),
        "Async_StageBuffer" => "memref in shared memory".to_string(),
        "Async_ReduceValue" => "`i32` or `f32`".to_string(),
        "Async_AccFragment" => "`vector<Nxf32>` (a thread's accumulator fragment)".to_string(),
        "Async_RowPair" => "`vector<2xf32>` (a value for each of a thread's two rows)".to_string(),
        "Async_IndexFragment" => "`vector<Nxi32>`".to_string(),
        "Async_MmaOperandA" => "`i64` (a descriptor) or `vector<4xi32>` (registers)".to_string(),
        other => return Err(format!("operand `{name}`: unsupported constraint {other}")),
    })
}

fn docs(
    summary: &str,
    description: &str,
    types: &[(String, String, String)],
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
    for (name, summary, description) in types {
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

/// The first line of the description's examples (fenced `mlir` blocks and
/// inline "Example: `...`") that writes the op `async.<name>`, empty when
/// there is none.
fn first_example(name: &str, description: &str) -> String {
    let text = dedent(description);
    let fenced = text
        .split("```mlir")
        .skip(1)
        .flat_map(|block| block.split("```").next().unwrap_or_default().lines());
    let inline = text
        .split("Example: `")
        .skip(1)
        .filter_map(|rest| rest.split('`').next());
    let op = format!("async.{name}");
    fenced
        .chain(inline)
        .map(str::trim)
        .find(|line| {
            line.split_whitespace()
                .any(|word| word == op || word.starts_with(&format!("{op}(")))
        })
        .unwrap_or_default()
        .to_string()
}

/// `barrier.arrive_expect_tx` as a variant name: `BarrierArriveExpectTx`.
fn variant(name: &str) -> String {
    name.split(['.', '_'])
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
                .unwrap_or_default()
        })
        .collect()
}

/// The `OpKind` enum: one variant per op, its name and its facts.
fn kinds(ops: &[OpDef]) -> String {
    let mut s = String::from("// generated from dialect/td/AsyncOps.td by dialect/build.rs\n");
    s.push_str("/// Every operation of the dialect, one variant each: match on it\n/// exhaustively, so that a new op does not compile until each place\n/// handles it.\n");
    s.push_str(
        "#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]\npub enum OpKind {\n",
    );
    for op in ops {
        let _ = writeln!(s, "    /// `async.{}`: {}", op.name, op.summary.trim());
        let _ = writeln!(s, "    {},", variant(&op.name));
    }
    s.push_str("}\n\nimpl OpKind {\n    /// Every op, in the order of their names.\n    pub const ALL: &'static [OpKind] = &[\n");
    for op in ops {
        let _ = writeln!(s, "        OpKind::{},", variant(&op.name));
    }
    s.push_str("    ];\n\n    /// The op of full name `name` (`async.` included).\n    pub fn from_name(name: &str) -> Option<OpKind> {\n        Some(match name {\n");
    for op in ops {
        let _ = writeln!(
            s,
            "            \"async.{}\" => OpKind::{},",
            op.name,
            variant(&op.name)
        );
    }
    s.push_str("            _ => return None,\n        })\n    }\n\n    /// The op's full name.\n    pub fn name(self) -> &'static str {\n        match self {\n");
    for op in ops {
        let _ = writeln!(
            s,
            "            OpKind::{} => \"async.{}\",",
            variant(&op.name),
            op.name
        );
    }
    s.push_str("        }\n    }\n\n    /// What the compiler asks of the op (its `phaselockFacts`).\n    pub fn facts(self) -> Facts {\n        match self {\n");
    for op in ops {
        let fields: String = op.facts.iter().map(|f| format!("{f}: true, ")).collect();
        let _ = writeln!(
            s,
            "            OpKind::{} => Facts {{ {fields}..Facts::NONE }},",
            variant(&op.name)
        );
    }
    s.push_str("        }\n    }\n}\n");
    s
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
            "    ], operands: {}, results: {}, regions: {}, example: {:?} }},",
            op.operands.len(),
            op.results.len(),
            op.regions.len(),
            first_example(&op.name, &op.description)
        );
    }
    s.push_str("];\n");
    s
}
