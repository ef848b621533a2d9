//! Creating operations through the MLIR C API, inserted before an anchor op
//! or at the end of a block.

use crate::{sref, Op};
use mlir_sys::*;

/// Where new operations go.
#[derive(Clone, Copy)]
pub enum Insert {
    /// Before this operation, in its block.
    Before(Op),
    /// At the end of this block.
    End(MlirBlock),
}

/// Builds operations at one insertion point with one location.
#[derive(Clone, Copy)]
pub struct Builder {
    /// The context.
    pub ctx: MlirContext,
    /// Location given to every new op.
    pub loc: MlirLocation,
    /// Insertion point.
    pub at: Insert,
}

impl Builder {
    /// A builder inserting before `op`, with `op`'s location.
    pub fn before(op: Op) -> Self {
        Self {
            ctx: op.context(),
            loc: op.location(),
            at: Insert::Before(op),
        }
    }

    /// A builder inserting right after `op`, with `op`'s location.
    pub fn after(op: Op) -> Self {
        match op.next() {
            Some(next) => Self {
                loc: op.location(),
                ..Self::before(next)
            },
            None => Self::at_end(op.context(), op.location(), op.block()),
        }
    }

    /// A builder inserting at the start of `block`.
    pub fn at_start(ctx: MlirContext, loc: MlirLocation, block: MlirBlock) -> Self {
        let first = unsafe { mlirBlockGetFirstOperation(block) };
        if first.ptr.is_null() {
            Self::at_end(ctx, loc, block)
        } else {
            Self {
                ctx,
                loc,
                at: Insert::Before(Op(first)),
            }
        }
    }

    /// A builder appending to `block`.
    pub fn at_end(ctx: MlirContext, loc: MlirLocation, block: MlirBlock) -> Self {
        Self {
            ctx,
            loc,
            at: Insert::End(block),
        }
    }

    /// Parses a type; the texts used by the lowering are fixed and valid.
    pub fn ty(&self, text: &str) -> MlirType {
        unsafe { mlirTypeParseGet(self.ctx, sref(text)) }
    }

    /// Parses an attribute.
    pub fn attr(&self, text: &str) -> MlirAttribute {
        unsafe { mlirAttributeParseGet(self.ctx, sref(text)) }
    }

    /// A string attribute.
    pub fn str_attr(&self, text: &str) -> MlirAttribute {
        unsafe { mlirStringAttrGet(self.ctx, sref(text)) }
    }

    /// Creates `name` with operands, result types, attributes and regions and
    /// inserts it.
    pub fn op(
        &self,
        name: &str,
        operands: &[MlirValue],
        results: &[MlirType],
        attrs: &[(&str, MlirAttribute)],
        regions: Vec<MlirRegion>,
    ) -> Op {
        unsafe {
            let mut state = mlirOperationStateGet(sref(name), self.loc);
            mlirOperationStateAddOperands(&mut state, operands.len() as isize, operands.as_ptr());
            mlirOperationStateAddResults(&mut state, results.len() as isize, results.as_ptr());
            let named: Vec<MlirNamedAttribute> = attrs
                .iter()
                .map(|(n, a)| mlirNamedAttributeGet(mlirIdentifierGet(self.ctx, sref(n)), *a))
                .collect();
            mlirOperationStateAddAttributes(&mut state, named.len() as isize, named.as_ptr());
            mlirOperationStateAddOwnedRegions(&mut state, regions.len() as isize, regions.as_ptr());
            let op = mlirOperationCreate(&mut state);
            match self.at {
                Insert::Before(anchor) => {
                    mlirBlockInsertOwnedOperationBefore(anchor.block(), anchor.0, op)
                }
                Insert::End(block) => mlirBlockAppendOwnedOperation(block, op),
            }
            Op(op)
        }
    }

    /// Creates a one-result op and returns the result.
    pub fn value(
        &self,
        name: &str,
        operands: &[MlirValue],
        result: MlirType,
        attrs: &[(&str, MlirAttribute)],
    ) -> MlirValue {
        self.op(name, operands, &[result], attrs, Vec::new())
            .result(0)
    }

    /// `arith.constant` of an integer type (`i32`, `i64`, `index`).
    pub fn constant(&self, value: i64, ty: &str) -> MlirValue {
        let t = self.ty(ty);
        let attr = unsafe { mlirIntegerAttrGet(t, value) };
        self.value("arith.constant", &[], t, &[("value", attr)])
    }

    /// `llvm.inline_asm` with side effects and no result.
    pub fn asm(&self, text: &str, constraints: &str, operands: &[MlirValue]) -> Op {
        let unit = unsafe { mlirUnitAttrGet(self.ctx) };
        self.op(
            "llvm.inline_asm",
            operands,
            &[],
            &[
                ("asm_string", self.str_attr(text)),
                ("constraints", self.str_attr(constraints)),
                ("has_side_effects", unit),
            ],
            Vec::new(),
        )
    }

    /// `llvm.inline_asm` with side effects and one result of type `ty`.
    pub fn asm_value(
        &self,
        text: &str,
        constraints: &str,
        operands: &[MlirValue],
        ty: &str,
    ) -> MlirValue {
        let unit = unsafe { mlirUnitAttrGet(self.ctx) };
        self.op(
            "llvm.inline_asm",
            operands,
            &[self.ty(ty)],
            &[
                ("asm_string", self.str_attr(text)),
                ("constraints", self.str_attr(constraints)),
                ("has_side_effects", unit),
            ],
            Vec::new(),
        )
        .result(0)
    }

    /// A region without blocks (an absent initializer or `else`).
    pub fn empty_region(&self) -> MlirRegion {
        unsafe { mlirRegionCreate() }
    }

    /// A region of one empty block, and the block.
    pub fn region_with_block(&self) -> (MlirRegion, MlirBlock) {
        unsafe {
            let region = mlirRegionCreate();
            let block = mlirBlockCreate(0, std::ptr::null(), std::ptr::null());
            mlirRegionAppendOwnedBlock(region, block);
            (region, block)
        }
    }
}
