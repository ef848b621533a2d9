//! The GPU targets phaselock compiles for.

use std::{fmt, str::FromStr};

/// A supported chip.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Chip {
    /// Hopper with the architecture-specific features (wgmma, setmaxnreg, ...).
    Sm90a,
    /// Blackwell datacenter with the architecture-specific features (tcgen05).
    Sm100a,
}

/// Largest dynamic shared memory of one CTA on sm_90a and sm_100a: 227 KiB.
pub const SHARED_MEMORY_LIMIT: u64 = 227 * 1024;

impl Chip {
    /// Every supported chip.
    pub const ALL: [Chip; 2] = [Chip::Sm90a, Chip::Sm100a];

    /// The name as in `--chip` and `#nvvm.target<chip = ...>`.
    pub fn name(self) -> &'static str {
        match self {
            Chip::Sm90a => "sm_90a",
            Chip::Sm100a => "sm_100a",
        }
    }

    /// The PTX ISA version the chip needs, as an LLVM NVPTX feature.
    pub fn ptx_feature(self) -> &'static str {
        match self {
            Chip::Sm90a => "+ptx80",
            Chip::Sm100a => "+ptx86",
        }
    }

    /// Whether the chip has the tcgen05 instructions.
    pub fn has_tcgen05(self) -> bool {
        self == Chip::Sm100a
    }

    /// Whether the chip has the warpgroup MMA instructions (`wgmma.*`):
    /// sm_90a only; sm_100a replaced them with tcgen05.
    pub fn has_wgmma(self) -> bool {
        self == Chip::Sm90a
    }

    /// Shared-memory bytes one CTA may use.
    pub fn shared_memory_limit(self) -> u64 {
        SHARED_MEMORY_LIMIT
    }
}

impl fmt::Display for Chip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An unsupported chip name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownChip(pub String);

impl fmt::Display for UnknownChip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unsupported chip `{}`: expected sm_90a or sm_100a",
            self.0
        )
    }
}

impl std::error::Error for UnknownChip {}

impl FromStr for Chip {
    type Err = UnknownChip;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Chip::ALL
            .into_iter()
            .find(|c| c.name() == s)
            .ok_or_else(|| UnknownChip(s.to_string()))
    }
}

/// The chip `op` (a `gpu.module` or an op inside one) is compiled for: the
/// option `option` when given, else its `gpu.module`'s `#nvvm.target`;
/// `Ok(None)` when neither names one (the compile entry points then take
/// sm_90a, the verifier refuses nothing it would need the chip for), `Err`
/// a target chip phaselock does not support. The one place a chip is
/// decided.
pub fn resolve_chip(op: crate::Op, option: Option<Chip>) -> Result<Option<Chip>, UnknownChip> {
    if let Some(chip) = option {
        return Ok(Some(chip));
    }
    let module = if op.name() == "gpu.module" {
        Some(op)
    } else {
        op.ancestor("gpu.module")
    };
    module.and_then(module_chip).transpose()
}

/// The chip a `gpu.module` targets through its `#nvvm.target<chip = "...">`.
pub fn module_chip(gpu_module: crate::Op) -> Option<Result<Chip, UnknownChip>> {
    let targets = crate::attr_string(gpu_module.attr("targets")?);
    let start = targets.find("chip = \"")? + "chip = \"".len();
    let end = targets[start..].find('"')? + start;
    Some(targets[start..end].parse())
}
