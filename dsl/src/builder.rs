//! A kernel builder over melior's typed builders: [`Kb`] appends ops to
//! one block and opens nested regions (loops, branches, roles) through
//! closures, so a generator reads as the kernel it builds. Every op is
//! made by a typed builder (the dialect's generated ones, melior's
//! `arith`/`scf`/`llvm` helpers) or, for the few upstream ops melior
//! generates none for (`nvvm`, `gpu`, `math`, `vector`), by
//! [`Kb::generic`] with the op's operands, results and attributes; no
//! MLIR text is parsed except type and attribute spellings.
//!
//! What a generator builds is its own code, not its user's input: a type
//! or attribute spelling that does not parse, or an op that MLIR refuses
//! to create, is a bug of the generator, and the builder panics on it
//! (as melior's own helpers do). A generator validates what its users
//! choose before it builds (`attention::Config::check`).

use melior::{
    dialect::{
        arith::{self, CmpiPredicate},
        llvm, scf,
    },
    ir::{
        attribute::IntegerAttribute,
        operation::{OperationBuilder, OperationLike, OperationRef},
        r#type::IntegerType,
        Attribute, Block, BlockLike, Identifier, Location, Operation, Region, RegionLike, Type,
        Value, ValueLike,
    },
    Context,
};

/// The builder's values: SSA values of the block being built or of an
/// enclosing one.
pub type V<'c, 'a> = Value<'c, 'a>;

/// Appends ops to one block; nested regions get a `Kb` of their own.
pub struct Kb<'c, 'a> {
    /// The context every op is made in.
    pub ctx: &'c Context,
    block: &'a Block<'c>,
}

impl<'c, 'a> Kb<'c, 'a> {
    /// A builder appending to `block`.
    #[track_caller]
    pub fn new(ctx: &'c Context, block: &'a Block<'c>) -> Self {
        Kb { ctx, block }
    }

    /// The location of the generator's source line that calls for the op
    /// (through every `#[track_caller]` helper): diagnostics about the
    /// kernel point at the line of the generator that built it.
    #[track_caller]
    pub fn loc(&self) -> Location<'c> {
        let caller = std::panic::Location::caller();
        Location::new(
            self.ctx,
            caller.file(),
            caller.line() as usize,
            caller.column() as usize,
        )
    }

    /// Appends `op`.
    #[track_caller]
    pub fn op(&self, op: impl Into<Operation<'c>>) -> OperationRef<'c, 'a> {
        self.block.append_operation(op.into())
    }

    /// Appends `op` and returns its first result.
    #[track_caller]
    pub fn val(&self, op: impl Into<Operation<'c>>) -> V<'c, 'a> {
        let op = self.op(op);
        op.result(0).expect("the op has a result").into()
    }

    /// Appends `op` and returns all its results.
    #[track_caller]
    pub fn vals(&self, op: impl Into<Operation<'c>>) -> Vec<V<'c, 'a>> {
        let op = self.op(op);
        (0..op.result_count())
            .map(|i| op.result(i).expect("result").into())
            .collect()
    }

    /// A type from its spelling (`vector<32xf32>`, `!async.pipeline<2>`).
    #[track_caller]
    pub fn ty(&self, text: &str) -> Type<'c> {
        Type::parse(self.ctx, text).unwrap_or_else(|| panic!("type '{text}'"))
    }

    /// An attribute from its spelling.
    #[track_caller]
    pub fn attr(&self, text: &str) -> Attribute<'c> {
        Attribute::parse(self.ctx, text).unwrap_or_else(|| panic!("attribute '{text}'"))
    }

    /// A named attribute.
    #[track_caller]
    pub fn named(&self, name: &str, value: Attribute<'c>) -> (Identifier<'c>, Attribute<'c>) {
        (Identifier::new(self.ctx, name), value)
    }

    /// An upstream op melior has no typed builder for.
    #[track_caller]
    pub fn generic(
        &self,
        name: &str,
        operands: &[V<'c, '_>],
        results: &[Type<'c>],
        attributes: &[(Identifier<'c>, Attribute<'c>)],
    ) -> OperationRef<'c, 'a> {
        self.op(OperationBuilder::new(name, self.loc())
            .add_operands(operands)
            .add_results(results)
            .add_attributes(attributes)
            .build()
            .unwrap_or_else(|e| panic!("{name}: {e}")))
    }

    /// The `i32` type.
    #[track_caller]
    pub fn i32_type(&self) -> Type<'c> {
        IntegerType::new(self.ctx, 32).into()
    }

    /// An `i32` constant.
    #[track_caller]
    pub fn i32(&self, value: i64) -> V<'c, 'a> {
        let ty = self.i32_type();
        self.val(arith::constant(
            self.ctx,
            IntegerAttribute::new(ty, value).into(),
            self.loc(),
        ))
    }

    /// An `i64` constant.
    #[track_caller]
    pub fn i64(&self, value: i64) -> V<'c, 'a> {
        let ty = IntegerType::new(self.ctx, 64).into();
        self.val(arith::constant(
            self.ctx,
            IntegerAttribute::new(ty, value).into(),
            self.loc(),
        ))
    }

    /// An `index` constant.
    #[track_caller]
    pub fn index(&self, value: i64) -> V<'c, 'a> {
        let ty = Type::index(self.ctx);
        self.val(arith::constant(
            self.ctx,
            IntegerAttribute::new(ty, value).into(),
            self.loc(),
        ))
    }

    /// A splat `vector<N x f32>` constant (`value` as MLIR spells floats,
    /// `0xFF800000` for -inf included).
    #[track_caller]
    pub fn splat_f32(&self, n: usize, value: &str) -> V<'c, 'a> {
        let attr = self.attr(&format!("dense<{value}> : vector<{n}xf32>"));
        self.val(arith::constant(self.ctx, attr, self.loc()))
    }

    /// `a + b` (integers).
    #[track_caller]
    pub fn add(&self, a: V<'c, '_>, b: V<'c, '_>) -> V<'c, 'a> {
        self.val(arith::addi(a, b, self.loc()))
    }

    /// `a - b` (integers).
    #[track_caller]
    pub fn sub(&self, a: V<'c, '_>, b: V<'c, '_>) -> V<'c, 'a> {
        self.val(arith::subi(a, b, self.loc()))
    }

    /// `a * b` (integers).
    #[track_caller]
    pub fn mul(&self, a: V<'c, '_>, b: V<'c, '_>) -> V<'c, 'a> {
        self.val(arith::muli(a, b, self.loc()))
    }

    /// `a / b` (unsigned).
    #[track_caller]
    pub fn div(&self, a: V<'c, '_>, b: V<'c, '_>) -> V<'c, 'a> {
        self.val(arith::divui(a, b, self.loc()))
    }

    /// `a mod b` (unsigned).
    #[track_caller]
    pub fn rem(&self, a: V<'c, '_>, b: V<'c, '_>) -> V<'c, 'a> {
        self.val(arith::remui(a, b, self.loc()))
    }

    /// `min(a, b)` (unsigned).
    #[track_caller]
    pub fn min(&self, a: V<'c, '_>, b: V<'c, '_>) -> V<'c, 'a> {
        self.val(arith::minui(a, b, self.loc()))
    }

    /// `max(a, b)` (unsigned).
    #[track_caller]
    pub fn max(&self, a: V<'c, '_>, b: V<'c, '_>) -> V<'c, 'a> {
        self.val(arith::maxui(a, b, self.loc()))
    }

    /// `ceil(a / b)` of unsigned `a` and a positive constant `b`.
    #[track_caller]
    pub fn ceil_div(&self, a: V<'c, '_>, b: i64) -> V<'c, 'a> {
        let up = self.add(a, self.i32(b - 1));
        self.div(up, self.i32(b))
    }

    /// `ceil(a / b)` of unsigned `a` and positive `b`.
    #[track_caller]
    pub fn ceil_div_by(&self, a: V<'c, '_>, b: V<'c, '_>) -> V<'c, 'a> {
        let up = self.add(a, self.sub(b, self.i32(1)));
        self.div(up, b)
    }

    /// `a pred b` (integers).
    #[track_caller]
    pub fn cmp(&self, pred: CmpiPredicate, a: V<'c, '_>, b: V<'c, '_>) -> V<'c, 'a> {
        self.val(arith::cmpi(self.ctx, pred, a, b, self.loc()))
    }

    /// `c ? a : b`.
    #[track_caller]
    pub fn select(&self, c: V<'c, '_>, a: V<'c, '_>, b: V<'c, '_>) -> V<'c, 'a> {
        self.val(arith::select(c, a, b, self.loc()))
    }

    /// `a & b`.
    #[track_caller]
    pub fn and(&self, a: V<'c, '_>, b: V<'c, '_>) -> V<'c, 'a> {
        self.val(arith::andi(a, b, self.loc()))
    }

    /// `a | b`.
    #[track_caller]
    pub fn ori(&self, a: V<'c, '_>, b: V<'c, '_>) -> V<'c, 'a> {
        self.val(arith::ori(a, b, self.loc()))
    }

    /// `a ^ b`.
    #[track_caller]
    pub fn xori(&self, a: V<'c, '_>, b: V<'c, '_>) -> V<'c, 'a> {
        self.val(arith::xori(a, b, self.loc()))
    }

    /// `a + b` (floats).
    #[track_caller]
    pub fn addf(&self, a: V<'c, '_>, b: V<'c, '_>) -> V<'c, 'a> {
        self.val(arith::addf(a, b, self.loc()))
    }

    /// `a - b` (floats).
    #[track_caller]
    pub fn subf(&self, a: V<'c, '_>, b: V<'c, '_>) -> V<'c, 'a> {
        self.val(arith::subf(a, b, self.loc()))
    }

    /// `a * b` (floats).
    #[track_caller]
    pub fn mulf(&self, a: V<'c, '_>, b: V<'c, '_>) -> V<'c, 'a> {
        self.val(arith::mulf(a, b, self.loc()))
    }

    /// `a / b` (floats).
    #[track_caller]
    pub fn divf(&self, a: V<'c, '_>, b: V<'c, '_>) -> V<'c, 'a> {
        self.val(arith::divf(a, b, self.loc()))
    }

    /// `a / b` (floats) with approximate functions allowed: NVPTX's
    /// `div.approx.f32` (`rcp.approx` for `1 / b`), a few instructions and
    /// about 2 ulp, where `a / b` is `div.rn.f32`, whose slow path is a
    /// call (which costs a loop around it its uniform registers).
    #[track_caller]
    pub fn divf_approx(&self, a: V<'c, '_>, b: V<'c, '_>) -> V<'c, 'a> {
        let fast = self.named("fastmath", self.attr("#arith.fastmath<afn>"));
        let op = self.generic("arith.divf", &[a, b], &[a.r#type()], &[fast]);
        op.result(0).expect("result").into()
    }

    /// `max(a, b)` (floats; NaN-propagating, `max.f32` on the GPU).
    #[track_caller]
    pub fn maxf(&self, a: V<'c, '_>, b: V<'c, '_>) -> V<'c, 'a> {
        let ty = a.r#type();
        self.generic("arith.maximumf", &[a, b], &[ty], &[])
            .result(0)
            .expect("r")
            .into()
    }

    /// A one-operand `math` op (`exp2`, `log2`) on floats or f32 vectors.
    #[track_caller]
    pub fn math(&self, name: &str, a: V<'c, '_>) -> V<'c, 'a> {
        let ty = a.r#type();
        let op = self.generic(&format!("math.{name}"), &[a], &[ty], &[]);
        op.result(0).expect("result").into()
    }

    /// `a * b + c` (floats, fused).
    #[track_caller]
    pub fn fma(&self, a: V<'c, '_>, b: V<'c, '_>, c: V<'c, '_>) -> V<'c, 'a> {
        let ty = a.r#type();
        self.generic("math.fma", &[a, b, c], &[ty], &[])
            .result(0)
            .expect("r")
            .into()
    }

    /// An integer cast (`index` ⇄ `i32`).
    #[track_caller]
    pub fn cast(&self, a: V<'c, '_>, to: Type<'c>) -> V<'c, 'a> {
        self.val(arith::index_cast(a, to, self.loc()))
    }

    /// `a` as `index`.
    #[track_caller]
    pub fn to_index(&self, a: V<'c, '_>) -> V<'c, 'a> {
        self.cast(a, Type::index(self.ctx))
    }

    /// `a` as `i32`.
    #[track_caller]
    pub fn to_i32(&self, a: V<'c, '_>) -> V<'c, 'a> {
        self.cast(a, self.i32_type())
    }

    /// `a` (`i32`) zero-extended to `i64`.
    #[track_caller]
    pub fn to_i64(&self, a: V<'c, '_>) -> V<'c, 'a> {
        let ty = IntegerType::new(self.ctx, 64).into();
        self.val(arith::extui(a, ty, self.loc()))
    }

    /// A scalar splat into `vector<N x T>`.
    #[track_caller]
    pub fn broadcast(&self, a: V<'c, '_>, n: usize) -> V<'c, 'a> {
        let ty = self.ty(&format!("vector<{n}x{}>", a.r#type()));
        let op = self.generic("vector.broadcast", &[a], &[ty], &[]);
        op.result(0).expect("result").into()
    }

    /// Element `i` of a 1-D vector.
    #[track_caller]
    pub fn extract(&self, v: V<'c, '_>, i: i64) -> V<'c, 'a> {
        let element = self.vector_element(v);
        let at = self.attr(&format!("array<i64: {i}>"));
        let op = self.generic(
            "vector.extract",
            &[v],
            &[element],
            &[self.named("static_position", at)],
        );
        op.result(0).expect("result").into()
    }

    /// Elements `at .. at + n` of a 1-D vector.
    #[track_caller]
    pub fn slice(&self, v: V<'c, '_>, at: i64, n: i64) -> V<'c, 'a> {
        let ty = self.ty(&format!("vector<{n}x{}>", self.vector_element(v)));
        let attrs = [
            self.named("offsets", self.attr(&format!("[{at}]"))),
            self.named("sizes", self.attr(&format!("[{n}]"))),
            self.named("strides", self.attr("[1]")),
        ];
        let op = self.generic("vector.extract_strided_slice", &[v], &[ty], &attrs);
        op.result(0).expect("result").into()
    }

    #[track_caller]
    fn vector_element(&self, v: V<'c, '_>) -> Type<'c> {
        let text = v.r#type().to_string();
        let element = text
            .trim_end_matches('>')
            .rsplit('x')
            .next()
            .expect("a vector type");
        self.ty(element)
    }

    /// A PTX special register (`tid.x`, `ctaid.y`, `nctaid.x`).
    #[track_caller]
    pub fn sreg(&self, name: &str) -> V<'c, 'a> {
        let ty = self.i32_type();
        let op = self.generic(&format!("nvvm.read.ptx.sreg.{name}"), &[], &[ty], &[]);
        op.result(0).expect("result").into()
    }

    /// `ptr + at` in the global address space, `at` counted in `element`s.
    #[track_caller]
    pub fn offset_global(&self, ptr: V<'c, '_>, at: V<'c, '_>, element: Type<'c>) -> V<'c, 'a> {
        self.val(llvm::get_element_ptr_dynamic(
            self.ctx,
            ptr,
            &[at],
            element,
            ptr.r#type(),
            self.loc(),
        ))
    }

    /// `*ptr(at) = value` in the global address space, `at` counted in
    /// elements of `value`'s type.
    #[track_caller]
    pub fn store_global(&self, value: V<'c, '_>, ptr: V<'c, '_>, at: V<'c, '_>) {
        let gep = self.offset_global(ptr, at, value.r#type());
        self.op(llvm::store(
            self.ctx,
            value,
            gep,
            self.loc(),
            Default::default(),
        ));
    }

    /// `for i in lo..hi step 1` carrying `inits`; `body` gets the
    /// induction variable and the carried values and returns the next
    /// ones. Returns the loop's results.
    #[track_caller]
    pub fn for_range<F>(
        &self,
        lo: V<'c, '_>,
        hi: V<'c, '_>,
        inits: &[V<'c, '_>],
        body: F,
    ) -> Vec<V<'c, 'a>>
    where
        F: for<'b> FnOnce(&Kb<'c, 'b>, V<'c, 'b>, &[V<'c, 'b>]) -> Vec<V<'c, 'b>>,
    {
        let index = Type::index(self.ctx);
        let mut args = vec![(index, self.loc())];
        args.extend(inits.iter().map(|v| (v.r#type(), self.loc())));
        let block = Block::new(&args);
        {
            let kb = Kb::new(self.ctx, &block);
            let values: Vec<V<'c, '_>> = (0..args.len())
                .map(|i| block.argument(i).expect("argument").into())
                .collect();
            let next = body(&kb, values[0], &values[1..]);
            kb.op(scf::r#yield(&next, self.loc()));
        }
        let region = Region::new();
        region.append_block(block);
        let one = self.index(1);
        let mut operands = vec![lo, hi, one];
        operands.extend_from_slice(inits);
        let types: Vec<Type<'c>> = inits.iter().map(|v| v.r#type()).collect();
        self.vals(
            OperationBuilder::new("scf.for", self.loc())
                .add_operands(&operands)
                .add_results(&types)
                .add_regions([region])
                .build()
                .expect("scf.for"),
        )
    }

    /// `if cond { then }` with no results.
    #[track_caller]
    pub fn when<F>(&self, cond: V<'c, '_>, then: F)
    where
        F: for<'b> FnOnce(&Kb<'c, 'b>),
    {
        let region = self.region(|kb| {
            then(kb);
            kb.op(scf::r#yield(&[], kb.loc()));
        });
        self.op(scf::r#if(cond, &[], region, Region::new(), self.loc()));
    }

    /// `if cond { then } else { other }` with results of `types`: each
    /// side ends with [`Kb::yield_values`]. Returns the results.
    #[track_caller]
    pub fn if_else<F, G>(
        &self,
        cond: V<'c, '_>,
        types: &[Type<'c>],
        then: F,
        other: G,
    ) -> Vec<V<'c, 'a>>
    where
        F: for<'b> FnOnce(&Kb<'c, 'b>),
        G: for<'b> FnOnce(&Kb<'c, 'b>),
    {
        let (then, other) = (self.region(then), self.region(other));
        self.vals(scf::r#if(cond, types, then, other, self.loc()))
    }

    /// The `scf.yield` of `values` that ends a branch.
    #[track_caller]
    pub fn yield_values(&self, values: &[V<'c, '_>]) {
        self.op(scf::r#yield(values, self.loc()));
    }

    /// A region of one block without arguments, filled by `fill` (which
    /// adds the terminator).
    #[track_caller]
    pub fn region<F>(&self, fill: F) -> Region<'c>
    where
        F: for<'b> FnOnce(&Kb<'c, 'b>),
    {
        let block = Block::new(&[]);
        fill(&Kb::new(self.ctx, &block));
        let region = Region::new();
        region.append_block(block);
        region
    }
}
