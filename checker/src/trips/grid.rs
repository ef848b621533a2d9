//! The CTA's place in the grid as a premise of the trip plan.
//!
//! The simulation runs one cluster. Where a loop bound, a branch
//! condition or a barrier op's operand (an index, a parity, a count)
//! depends on the CTA index, the grid size or the cluster index
//! (`%ctaid`, `%nctaid`, `%clusterid`, `%nclusterid`), what one CTA runs
//! is not what another runs: a causal attention kernel bounds its K/V
//! loop by `min(n_blocks, ctaid.x + 1)`, so the first CTA runs one lap
//! whatever the argument. The plan then varies the grid as it varies the
//! arguments ([`points`]): at each trip count `T`, grids of one, two and
//! `T + 2` clusters (rounded up to whole clusters), and in them the first,
//! second and last cluster and those whose CTA index is `T - 2 ..= T + 1`
//! (both sides of `ctaid + 1 = T` and `ctaid = T`, where a bound of the
//! form `min(T, ctaid + c)` changes with small `c`). Configurations whose
//! traces are those of one checked before are not checked again (the
//! checks see the traces only, so they would find the same).
//!
//! In a loop nest whose outer bounds alone depend on the grid (a
//! persistent kernel's tile loop, `for t = ctaid; t < tiles; t += nctaid`),
//! the grid only chooses each CTA's outer trip count, and the nest's pairs
//! cover every outer count ([`super::nest`]): the grid is not varied
//! there, and the ledger says so.

use super::levels::Levels;
use crate::kinds::is_barrier_op_but;
use crate::maps::HashSet;
use crate::simt::{grid_register, Grid};
use mlir_sys::*;
use phaselock_ir::{self as ir, Op, OpKind};

/// How the kernel's control depends on the grid.
#[derive(Debug, Clone, Default)]
pub struct GridUse {
    /// Per dimension, whether a grid register of it reaches a loop bound,
    /// a branch condition or a barrier op's operand outside the exempt
    /// loops' bounds.
    pub dims: [bool; 3],
    /// The first op whose control depends on the grid, for the ledger.
    pub first: Option<Op>,
    /// Whether grid registers reach only the bounds of a nest's outer
    /// loops (the grid then chooses outer trip counts, which the nest
    /// covers).
    pub outer_only: bool,
}

impl GridUse {
    /// Whether the plan varies the grid.
    pub fn varied(&self) -> bool {
        self.dims.iter().any(|d| *d)
    }
}

/// The grid registers of dimension `d` that `value` is computed from.
pub(crate) fn grid_dims(value: MlirValue) -> [bool; 3] {
    let mut dims = [false; 3];
    let mut seen = HashSet::default();
    let mut work = vec![(value, 0usize)];
    while let Some((v, depth)) = work.pop() {
        if depth > 64 || !seen.insert(v.ptr as usize) {
            continue;
        }
        let Some(def) = ir::defining_op(v) else {
            continue;
        };
        let name = def.name();
        if let Some(reg) = name.strip_prefix("nvvm.read.ptx.sreg.") {
            if let Some((_, d)) = grid_register(reg) {
                dims[d] = true;
            }
            continue;
        }
        work.extend((0..def.num_operands()).map(|i| (def.operand(i), depth + 1)));
    }
    dims
}

/// The values of `op` that decide what a thread does: a loop's bounds and
/// step, a branch's condition or selector, a barrier op's integer operands.
fn control_values(op: Op) -> Vec<MlirValue> {
    let name = op.name();
    let count = match name.as_str() {
        "scf.for" => op.num_operands().min(3),
        "scf.if" | "scf.condition" | "scf.index_switch" => op.num_operands().min(1),
        _ if is_barrier_op_but(op, OpKind::BarrierAlloc) => op.num_operands(),
        _ => 0,
    };
    (0..count)
        .map(|i| op.operand(i))
        .filter(|v| {
            let ty = ir::value_type(*v);
            unsafe { mlirTypeIsAInteger(ty) || mlirTypeIsAIndex(ty) }
        })
        .collect()
}

/// How `func`'s control depends on the grid; `nest`: the levels of its loop
/// nest, whose outer bounds may depend on it without varying the grid.
pub fn grid_use(func: Op, nest: Option<&Levels>) -> GridUse {
    let mut out = GridUse::default();
    let mut outer_seen = false;
    for op in func.descendants() {
        let outer = nest.is_some_and(|l| l.outer.contains(&op));
        for v in control_values(op) {
            let dims = grid_dims(v);
            if !dims.iter().any(|d| *d) {
                continue;
            }
            if outer {
                outer_seen = true;
                continue;
            }
            out.first.get_or_insert(op);
            for (used, reached) in out.dims.iter_mut().zip(dims) {
                *used |= reached;
            }
        }
    }
    out.outer_only = outer_seen && !out.varied();
    out
}

/// The grids checked at trip counts `pivots` (the configuration's counts)
/// for a kernel whose control depends on the grid dimensions `used`, with
/// clusters of `dims` CTAs: the default grid first, then each dimension's
/// points alone (see the module header).
pub fn points(used: [bool; 3], dims: [i64; 3], pivots: &[i64]) -> Vec<Grid> {
    let mut out = vec![Grid::default()];
    for d in (0..3).filter(|d| used[*d]) {
        let size = dims[d].max(1);
        let top = pivots.iter().copied().max().unwrap_or(0).max(0);
        // Clusters in the grid: one, two, and enough for CTA index top + 1.
        let widest = (top + 2 + size - 1) / size;
        let mut grids = vec![1, 2, widest.max(3)];
        grids.dedup();
        for clusters in grids {
            let mut ids = vec![0, 1, clusters - 1];
            for t in pivots {
                for c in t - 2..=t + 1 {
                    ids.push(c.max(0) / size);
                }
            }
            ids.retain(|c| (0..clusters).contains(c));
            ids.sort_unstable();
            ids.dedup();
            for id in ids {
                let mut grid = Grid::default();
                grid.cluster_id[d] = id;
                grid.clusters[d] = clusters;
                if !out.contains(&grid) {
                    out.push(grid);
                }
            }
        }
    }
    out
}

/// The grids of `points`, as the ledger writes them: `ctaid.x in {0, 1,
/// 4} of nctaid.x in {1, 2, 7}` per dimension (in CTAs).
pub fn describe(points: &[Grid], dims: [i64; 3]) -> String {
    let mut parts = Vec::new();
    for (d, axis) in ["x", "y", "z"].iter().enumerate() {
        let mut ctas: Vec<i64> = points
            .iter()
            .map(|g| g.cluster_id[d] * dims[d].max(1))
            .collect();
        let mut sizes: Vec<i64> = points
            .iter()
            .map(|g| g.clusters[d] * dims[d].max(1))
            .collect();
        ctas.sort_unstable();
        ctas.dedup();
        sizes.sort_unstable();
        sizes.dedup();
        if sizes.len() > 1 || ctas.len() > 1 {
            let list = |v: &[i64]| {
                v.iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            parts.push(format!(
                "ctaid.{axis} in {{{}}} of nctaid.{axis} in {{{}}}",
                list(&ctas),
                list(&sizes)
            ));
        }
    }
    parts.join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_cross_the_trip_count() {
        let grids = points([true, false, false], [1, 1, 1], &[5]);
        assert_eq!(grids[0], Grid::default());
        // Both sides of ctaid + 1 = 5, in a grid wide enough for them.
        for cta in 3..=6 {
            assert!(
                grids
                    .iter()
                    .any(|g| g.cluster_id[0] == cta && g.clusters[0] == 7),
                "no CTA {cta} in {grids:?}"
            );
        }
        // The second CTA of a grid of two, and the last of the widest.
        assert!(grids
            .iter()
            .any(|g| g.cluster_id[0] == 1 && g.clusters[0] == 2));
        assert!(grids.iter().all(|g| g.cluster_id[0] < g.clusters[0]));
        assert!(grids
            .iter()
            .all(|g| g.cluster_id[1] == 0 && g.clusters[1] == 1));
    }

    #[test]
    fn points_count_whole_clusters() {
        let grids = points([true, false, false], [2, 1, 1], &[5]);
        // CTA indices 3..=6 lie in clusters 1..=3 of a grid of 4 clusters.
        assert!(grids
            .iter()
            .any(|g| g.cluster_id[0] == 3 && g.clusters[0] == 4));
        assert!(grids.iter().all(|g| g.cluster_id[0] < g.clusters[0]));
        assert_eq!(
            describe(&grids, [2, 1, 1]),
            "ctaid.x in {0, 2, 4, 6} of nctaid.x in {2, 4, 8}"
        );
    }

    #[test]
    fn unused_dimensions_stay_default() {
        assert_eq!(points([false; 3], [1, 1, 1], &[3]), vec![Grid::default()]);
    }
}
