//! Split-K's second kernel: C = bf16 of the sum of the workspace's parts,
//! added in a fixed order (part 0, 1, ...), so that a result does not
//! depend on which CTA finished its part first.
//!
//! Each thread takes pairs of C's elements `p = c + i * grid` (a
//! grid-stride loop over `M N / 2` pairs; N is even), loads the pair of
//! every part as a `vector<2xf32>` and stores the sum as a
//! `vector<2xbf16>`. No barrier and no shared memory: the kernel's
//! protocol is empty, and the checker says so.

use super::{config::REDUCE_THREADS, steps::int, Config, TILE_M};
use crate::builder::{Kb, V};
use melior::{
    dialect::{
        arith,
        llvm::{self, LoadStoreOptions},
    },
    ir::{attribute::IntegerAttribute, r#type::IntegerType, Type, ValueLike},
};

/// The reduction kernel's argument types: the workspace, C, `m`, `n`.
pub fn arg_types() -> Vec<String> {
    let ptr = "!llvm.ptr<1>".to_string();
    vec![ptr.clone(), ptr, "i32".into(), "i32".into()]
}

/// Builds the reduction kernel into `kb`'s block (arguments `args`).
pub fn build_kernel<'c>(cfg: &Config, kb: &Kb<'c, '_>, args: &[V<'c, '_>]) {
    let (ws, c, m, n) = (args[0], args[1], args[2], args[3]);
    let threads = int(kb, REDUCE_THREADS);
    let first = kb.add(kb.mul(kb.sreg("ctaid.x"), threads), kb.sreg("tid.x"));
    let stride = kb.mul(kb.sreg("nctaid.x"), threads);
    let pairs = kb.div(kb.mul(m, n), kb.i32(2));
    // The workspace's rows per part and its pairs per row (the tiles').
    let rows_p = kb.to_i64(kb.mul(kb.ceil_div(m, i64::from(TILE_M)), int(kb, TILE_M)));
    let tile_n = int(kb, cfg.tile_n);
    let half_pitch = kb.to_i64(kb.mul(kb.ceil_div_by(n, tile_n), int(kb, cfg.tile_n / 2)));
    let laps = super::steps::share(kb, pairs, first, stride);
    kb.for_range(kb.index(0), laps, &[], |kb, i, _| {
        let p = kb.add(first, kb.mul(kb.to_i32(i), stride));
        let e = kb.mul(p, kb.i32(2));
        let (row, col) = (kb.to_i64(kb.div(e, n)), kb.to_i64(kb.rem(e, n)));
        let in_row = kb.div(col, kb.i64(2));
        let mut sum = None;
        for part in 0..i64::from(cfg.split_k) {
            let r = kb.add(kb.mul(kb.i64(part), rows_p), row);
            let at = kb.add(kb.mul(r, half_pitch), in_row);
            let x = load_pair(kb, ws, at);
            sum = Some(match sum {
                None => x,
                Some(s) => kb.addf(s, x),
            });
        }
        let sum = sum.expect("at least one part");
        let bf16 = kb.val(arith::truncf(sum, kb.ty("vector<2xbf16>"), kb.loc()));
        kb.store_global(bf16, c, kb.to_i64(p));
        vec![]
    });
}

/// The `vector<2xf32>` pair number `at` of `ptr` (8-byte aligned).
#[track_caller]
fn load_pair<'c, 'a>(kb: &Kb<'c, 'a>, ptr: V<'c, '_>, at: V<'c, '_>) -> V<'c, 'a> {
    let pair = kb.ty("vector<2xf32>");
    let gep = kb.val(llvm::get_element_ptr_dynamic(
        kb.ctx,
        ptr,
        &[at],
        pair,
        ptr.r#type(),
        kb.loc(),
    ));
    let i64_type: Type = IntegerType::new(kb.ctx, 64).into();
    let aligned = LoadStoreOptions::new().align(Some(IntegerAttribute::new(i64_type, 8)));
    kb.val(llvm::load(kb.ctx, gep, pair, kb.loc(), aligned))
}
