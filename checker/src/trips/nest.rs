//! The configurations that cover every pair of trip counts of a two-level
//! loop nest: `O` laps of the outer loop (tiles), each running inner loops
//! of `I` laps (K steps), the ring cursor running on across tiles.
//!
//! The laps of a run are numbered in order, `L = t·I + k` (`0 <= L <
//! O·I`). A lap's barrier (slot, phase) pattern is a function of `L mod P`
//! and, where rings move on once per tile (a persistent attention kernel's
//! Q), of its tile `t mod P_t`; its shape (whether it is the first lap of
//! its tile, the last, and whether it exists at all: `L < 0` or `L >= O·I`
//! do not) of where the tile boundaries fall. What a run can show while its
//! slowest role is in lap `L` is decided by its window (see the crate
//! header for why): `L mod P`, `t mod P_t` and the shapes of laps `L - W
//! ..= L + W`, a [`Window`] as [`window`] reads it off a run. [`Nest::pairs`] are the pairs `(O, I)` whose runs
//! hold every window that any run holds (the unit tests check it by
//! enumeration).

use super::Trips;
use std::collections::BTreeSet;

/// A nest's period and window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Nest {
    /// The period `P` of the barriers' (slot, phase) pattern in laps.
    pub period: i64,
    /// The window `W`, in laps: how far apart the roles can be, and how
    /// far back the arrivals a wait needs can lie.
    pub window: i64,
    /// The period `P_t` in tiles of the rings that move on once per tile
    /// (1 without such rings); it divides `P`.
    pub tile_period: i64,
}

/// The shape of one lap of a run: `None` where the run has no such lap,
/// else whether it is its tile's first lap and whether its last.
pub type Shape = Option<(bool, bool)>;

/// A window: `L mod P`, `t mod P_t` (`t` the tile of lap `L`) and the
/// shapes of laps `L - W ..= L + W`.
pub type Window = (i64, i64, Vec<Shape>);

impl Nest {
    /// The inner count from which a window holds at most one tile
    /// boundary (`2W + 2`).
    pub fn long_inner(&self) -> i64 {
        2 * self.window + 2
    }

    /// The pairs to check (see the crate header, "Nested loops"), in the
    /// order of their laps: a cheaper [`cover`] of the windows of the
    /// pairs constructed as follows, where one is found, else those. No
    /// laps (`O = 0`, `I = 0`); for each inner
    /// count `I` below [`Nest::long_inner`], every outer count up to the
    /// one whose runs hold the drains of every residue of `(O·I mod P, O
    /// mod P_t)` and the middles of every residue of `L mod lcm(I, P)` in
    /// every tile residue; for the longer inner counts, one tile of each
    /// residue of `I mod P` (the kernel's end at each residue, the tile's
    /// middle at each) and `P + 1` tiles of an inner count prime to `P`
    /// (tile boundaries at every residue). With rings that move on per
    /// tile (`P_t > 1`), each longer inner count up to `2W + 2 + P` runs
    /// `1 ..= P + 1` tiles instead: the ends, boundaries and middles at
    /// every residue of the tile as well as of the lap.
    pub fn pairs(&self) -> Vec<Trips> {
        let built = self.constructed();
        let sizes = (
            self.window.max(1),
            self.period.max(1),
            self.tile_period.max(1),
        );
        match cover(&built, sizes) {
            Some(cheaper) if cost_of(&cheaper) < cost_of(&built) => cheaper,
            _ => built,
        }
    }

    /// The pairs as constructed (see [`Nest::pairs`]).
    fn constructed(&self) -> Vec<Trips> {
        let (w, p, pt) = (
            self.window.max(1),
            self.period.max(1),
            self.tile_period.max(1),
        );
        let mut out: BTreeSet<Trips> = [(0, 0), (1, 0), (2, 0)]
            .into_iter()
            .map(|(outer, inner)| Trips { outer, inner })
            .collect();
        for inner in 1..self.long_inner() {
            for outer in 1..=outer_bound(inner, w, p, pt) {
                out.insert(Trips { outer, inner });
            }
        }
        let long = self.long_inner();
        // With rings per tile, a tile's middle holds every residue only
        // from `I = 2W + 2 + P` on (no tile of another residue fills in).
        let (tiles, last) = if pt > 1 {
            (p + 1, long + p)
        } else {
            (1, long + p - 1)
        };
        for inner in long..=last {
            for outer in 1..=tiles {
                out.insert(Trips { outer, inner });
            }
        }
        let prime = (long..).find(|i| gcd(*i, p) == 1).unwrap_or(long);
        out.insert(Trips {
            outer: p + 1,
            inner: prime,
        });
        let mut pairs: Vec<Trips> = out.into_iter().collect();
        pairs.sort_by_key(|t| (t.outer * t.inner, t.inner, t.outer));
        pairs
    }
}

/// The weights of a pair's cost in check time: per configuration, per
/// tile and per lap (on the default GEMM a configuration costs about
/// four laps and a tile, its epilogue, about three).
const COST: (i64, i64, i64) = (4, 3, 1);

/// Most laps of the candidate runs that [`cover`] looks at.
const COVER_LAPS: i64 = 200_000;

fn cost_of(pairs: &[Trips]) -> i64 {
    pairs
        .iter()
        .map(|t| COST.0 + COST.1 * t.outer + COST.2 * t.laps())
        .sum()
}

/// A cheaper set of pairs that holds every window that `built` holds (so
/// every window of every run, since `built` does): chosen greedily among
/// the runs with at most as many tiles and laps per tile as the largest of
/// `built`, each time the run with the most windows not yet held per unit
/// of [`COST`], then the runs the others make redundant left out, the
/// costliest first. The runs without laps of `built` are kept. `None` when
/// the candidates hold more than [`COVER_LAPS`] laps.
fn cover(built: &[Trips], sizes: (i64, i64, i64)) -> Option<Vec<Trips>> {
    let top_o = built.iter().map(|t| t.outer).max()?;
    let top_i = built.iter().map(|t| t.inner).max()?;
    if top_o * (top_o + 1) / 2 * (top_i * (top_i + 1) / 2) > COVER_LAPS {
        return None;
    }
    let mut index: crate::maps::HashMap<Window, usize> = Default::default();
    for t in built {
        for w in windows(t.outer, t.inner, sizes) {
            let n = index.len();
            index.entry(w).or_insert(n);
        }
    }
    let mut candidates: Vec<(Trips, Vec<usize>)> = Vec::new();
    for outer in 1..=top_o {
        for inner in 1..=top_i {
            let held = windows(outer, inner, sizes)
                .iter()
                .filter_map(|w| index.get(w).copied())
                .collect();
            candidates.push((Trips { outer, inner }, held));
        }
    }
    let chosen = greedy(&candidates, index.len())?;
    let mut out: Vec<Trips> = built.iter().filter(|t| t.laps() == 0).copied().collect();
    out.extend(prune(&candidates, chosen, index.len()));
    out.sort_by_key(|t| (t.outer * t.inner, t.inner, t.outer));
    Some(out)
}

/// Greedy set cover of `n` windows by `candidates`: their indices.
fn greedy(candidates: &[(Trips, Vec<usize>)], n: usize) -> Option<Vec<usize>> {
    let mut held = vec![false; n];
    let mut left = n;
    let mut chosen = Vec::new();
    while left > 0 {
        // The most new windows per cost: a / ca > b / cb as a·cb > b·ca.
        let gain = |c: &(Trips, Vec<usize>)| c.1.iter().filter(|w| !held[**w]).count() as i64;
        let best = (0..candidates.len())
            .map(|k| (k, gain(&candidates[k]), cost_of(&[candidates[k].0])))
            .filter(|(_, g, _)| *g > 0)
            .reduce(|a, b| if b.1 * a.2 > a.1 * b.2 { b } else { a })?;
        for w in &candidates[best.0].1 {
            if !held[*w] {
                held[*w] = true;
                left -= 1;
            }
        }
        chosen.push(best.0);
    }
    Some(chosen)
}

/// `chosen` without the runs whose windows the others hold, the costliest
/// looked at first.
fn prune(candidates: &[(Trips, Vec<usize>)], mut chosen: Vec<usize>, n: usize) -> Vec<Trips> {
    let mut times = vec![0usize; n];
    for k in &chosen {
        for w in &candidates[*k].1 {
            times[*w] += 1;
        }
    }
    chosen.sort_by_key(|k| std::cmp::Reverse(cost_of(&[candidates[*k].0])));
    let mut kept = Vec::new();
    for k in chosen {
        let windows = &candidates[k].1;
        if windows.iter().all(|w| times[*w] > 1) {
            windows.iter().for_each(|w| times[*w] -= 1);
        } else {
            kept.push(candidates[k].0);
        }
    }
    kept
}

/// The largest outer count to check for inner count `inner` below
/// `2W + 2`: runs from `ceil(2W / I)` tiles on keep the start's window
/// apart from the end's, their drains take every residue of `O mod P''`
/// (`P'' = lcm(P / gcd(I, P), P_t)` tiles bring the cursor and the tile
/// back to the same residues) within `P''` more tiles, and the last holds
/// `I·P''` laps past both windows, every residue of `L` mod `P`, of `L`
/// mod `I` and of the tile together.
fn outer_bound(inner: i64, w: i64, p: i64, pt: i64) -> i64 {
    let cursor = p / gcd(inner, p);
    let tiles = cursor / gcd(cursor, pt) * pt;
    let apart = (2 * w + inner - 1) / inner;
    let lcm = inner * tiles;
    let middles = (2 * w + lcm + inner - 1) / inner;
    (apart + tiles - 1).max(middles)
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs().max(1)
    } else {
        gcd(b, a % b)
    }
}

/// The window of lap `lap` in the run `(outer, inner)`, for window `w`,
/// period `p` and tile period `pt`.
pub fn window(outer: i64, inner: i64, lap: i64, (w, p, pt): (i64, i64, i64)) -> Window {
    let laps = outer * inner;
    let shapes = (lap - w..=lap + w)
        .map(|x| {
            (0..laps)
                .contains(&x)
                .then(|| (x % inner == 0, (x + 1) % inner == 0))
        })
        .collect();
    let tile = (lap / inner.max(1)).rem_euclid(pt.max(1));
    (lap.rem_euclid(p), tile, shapes)
}

/// Every window of the run `(outer, inner)`, for window, period and tile
/// period `sizes`.
pub fn windows(outer: i64, inner: i64, sizes: (i64, i64, i64)) -> BTreeSet<Window> {
    (0..outer * inner)
        .map(|lap| window(outer, inner, lap, sizes))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The windows of every run with at most `max` tiles and `max` K
    /// steps occur in the runs of [`Nest::pairs`].
    fn covers(w: i64, p: i64, pt: i64, max: i64) {
        let nest = Nest {
            period: p,
            window: w,
            tile_period: pt,
        };
        let mut seen = BTreeSet::new();
        for t in nest.pairs() {
            seen.extend(windows(t.outer, t.inner, (w, p, pt)));
        }
        for inner in 0..=max {
            for outer in 0..=max {
                let new: Vec<Window> = windows(outer, inner, (w, p, pt))
                    .difference(&seen)
                    .cloned()
                    .collect();
                assert!(
                    new.is_empty(),
                    "W {w}, P {p}, P_t {pt}: ({outer}, {inner}) has new windows {new:?}"
                );
            }
        }
    }

    #[test]
    fn pairs_cover_every_run() {
        for (w, p) in [(1, 2), (2, 4), (3, 6), (4, 8), (5, 8), (3, 12), (2, 16)] {
            covers(w, p, 1, 3 * (2 * w + 2 + p));
        }
    }

    #[test]
    fn pairs_cover_every_run_with_rings_per_tile() {
        for (w, p, pt) in [
            (1, 4, 2),
            (2, 4, 2),
            (2, 4, 4),
            (3, 6, 2),
            (4, 8, 2),
            (4, 8, 4),
            (3, 12, 4),
        ] {
            covers(w, p, pt, 3 * (2 * w + 2 + p));
        }
    }

    #[test]
    fn fewer_pairs_miss_windows() {
        // Dropping the longest run of an odd inner count below 2W + 2
        // loses a window: the bound is not loose.
        let nest = Nest {
            period: 8,
            window: 4,
            tile_period: 1,
        };
        let pairs = nest.constructed();
        let last = pairs
            .iter()
            .filter(|t| t.inner == 7)
            .max_by_key(|t| t.outer)
            .copied()
            .unwrap_or(Trips { outer: 0, inner: 7 });
        assert_eq!(last.outer, 10);
        let mut seen = BTreeSet::new();
        for t in pairs.iter().filter(|t| **t != last) {
            seen.extend(windows(t.outer, t.inner, (4, 8, 1)));
        }
        assert!(!windows(last.outer, last.inner, (4, 8, 1)).is_subset(&seen));
    }

    #[test]
    fn rings_per_tile_need_more_tiles() {
        // The pairs without the tile's residue miss windows of a ring that
        // moves on per tile.
        let plain = Nest {
            period: 4,
            window: 2,
            tile_period: 1,
        };
        let mut seen = BTreeSet::new();
        for t in plain.pairs() {
            seen.extend(windows(t.outer, t.inner, (2, 4, 2)));
        }
        let missed = (0..=20)
            .flat_map(|o| (0..=20).map(move |i| (o, i)))
            .any(|(o, i)| !windows(o, i, (2, 4, 2)).is_subset(&seen));
        assert!(missed);
    }

    #[test]
    fn the_cover_is_cheaper() {
        // The GEMM's nest: the cover takes about a fifth less (the
        // covering itself is `pairs_cover_every_run`'s).
        let nest = Nest {
            period: 8,
            window: 4,
            tile_period: 1,
        };
        let (built, pairs) = (nest.constructed(), nest.pairs());
        assert!(cost_of(&pairs) * 10 < cost_of(&built) * 9);
        assert!(pairs.contains(&Trips { outer: 0, inner: 0 }));
        // Its pairs hold no window that the constructed ones do not.
        let held = |ts: &[Trips]| -> BTreeSet<Window> {
            ts.iter()
                .flat_map(|t| windows(t.outer, t.inner, (4, 8, 1)))
                .collect()
        };
        assert_eq!(held(&pairs), held(&built));
    }

    #[test]
    fn gemm_pairs() {
        let pairs = Nest {
            period: 8,
            window: 4,
            tile_period: 1,
        }
        .constructed();
        assert!(pairs.contains(&Trips {
            outer: 16,
            inner: 1
        }));
        assert!(pairs.contains(&Trips {
            outer: 9,
            inner: 11
        }));
        assert!(!pairs.contains(&Trips {
            outer: 2,
            inner: 10
        }));
        assert_eq!(pairs.first(), Some(&Trips { outer: 0, inner: 0 }));
    }
}
