//! A group's events on one barrier, found by their positions in its trace.
//!
//! The stubborn sets ask, many times per state, which of a group's events
//! on a barrier lie in a window `from..to` of its trace, and how many
//! arrivals they make. Each list keeps, per trace position, how many of
//! its events lie before it, so that a window is two reads instead of two
//! binary searches; where those tables would take more than [`RANKED`]
//! words for the whole check, the lists are searched instead.

use crate::simt::EventKind;

/// Most words the position tables of one check take.
pub(super) const RANKED: usize = 1 << 24;

/// One event of a group on one barrier (mbarrier or named).
#[derive(Debug, Clone, Copy)]
pub(super) struct Entry {
    /// Its index in the group's trace.
    pub at: usize,
    /// What it does.
    pub kind: EventKind,
    /// Arrivals (or, on a named barrier, threads) it and the group's
    /// earlier entries on the barrier make.
    pub total: i64,
}

/// A group's entries on one barrier, in trace order.
#[derive(Debug, Clone, Default)]
pub(super) struct List {
    /// The entries.
    entries: Vec<Entry>,
    /// Per trace position (to the trace's end included), how many entries
    /// lie before it; empty where the entries are searched.
    rank: Vec<u32>,
}

impl List {
    /// The last entry, if any.
    pub fn last(&self) -> Option<&Entry> {
        self.entries.last()
    }

    /// Adds an entry after the others.
    pub fn push(&mut self, entry: Entry) {
        self.entries.push(entry);
    }

    /// Fills the position table of a trace of `len` events, taking its
    /// words from `budget` (left as it is, the table empty, when it does
    /// not hold them).
    pub fn rank(&mut self, len: usize, budget: &mut usize) {
        if self.entries.is_empty() || len + 1 > *budget {
            return;
        }
        *budget -= len + 1;
        self.rank = Vec::with_capacity(len + 1);
        let mut before = 0u32;
        for p in 0..=len {
            while self.entries.get(before as usize).is_some_and(|e| e.at < p) {
                before += 1;
            }
            self.rank.push(before);
        }
    }

    /// The range of entries at trace positions `from..to`.
    fn bounds(&self, from: usize, to: usize) -> (usize, usize) {
        if self.entries.is_empty() {
            return (0, 0);
        }
        if let (Some(a), Some(b)) = (self.rank.get(from), self.rank.get(to)) {
            return (*a as usize, *b as usize);
        }
        let a = self.entries.partition_point(|e| e.at < from);
        let b = self.entries.partition_point(|e| e.at < to);
        (a, b)
    }

    /// The entries at trace positions `from..to`.
    pub fn within(&self, from: usize, to: usize) -> &[Entry] {
        let (a, b) = self.bounds(from, to);
        &self.entries[a..b.max(a)]
    }

    /// The arrivals (or threads) of the entries at trace positions
    /// `from..to`.
    pub fn made(&self, from: usize, to: usize) -> i64 {
        let (a, b) = self.bounds(from, to);
        if b <= a {
            return 0;
        }
        let before = if a == 0 { 0 } else { self.entries[a - 1].total };
        self.entries[b - 1].total - before
    }
}
