//! A warp's value table: the lanes of each value the simulation computed,
//! by the slot the kernel's decoded ops number it with
//! ([`super::decoded::Slots`]), and the lanes each invariant op was last
//! evaluated for ([`super::invariant`]), by op number.
//!
//! Every warp of every configuration starts with an empty table. The
//! tables are kept between warps and cleared by a generation count:
//! an entry written in an earlier generation reads as unset, so a warp
//! pays only for the entries it writes.

use super::{Lanes, NONE};
use std::cell::RefCell;

/// The storage of a value table.
#[derive(Default)]
struct Table {
    /// Per slot, the lanes.
    lanes: Vec<Lanes>,
    /// Per slot, the generation that wrote it.
    written: Vec<u32>,
    /// Per op, the generation that evaluated it and for which lanes.
    evaluated: Vec<(u32, u32)>,
    /// The table's generation (never 0 in use: a fresh entry is unset).
    generation: u32,
}

/// One warp's values and evaluated invariant ops.
pub(super) struct Values(Table);

thread_local! {
    /// The table of the last warp that finished, to be used again.
    static SPARE: RefCell<Option<Table>> = const { RefCell::new(None) };
}

impl Values {
    /// An empty table (the last warp's, of a new generation).
    pub fn new() -> Values {
        let spare = SPARE.with(|s| s.borrow_mut().take());
        let mut table = spare.unwrap_or_default();
        if table.generation == u32::MAX {
            table.written.fill(0);
            table.evaluated.fill((0, 0));
            table.generation = 0;
        }
        table.generation += 1;
        Values(table)
    }

    /// The lanes of slot `slot` (none known when unset).
    pub fn get(&self, slot: usize) -> &Lanes {
        let t = &self.0;
        match t.written.get(slot) {
            Some(g) if *g == t.generation => &t.lanes[slot],
            _ => &NONE,
        }
    }

    /// Sets the lanes of slot `slot`.
    pub fn set(&mut self, slot: usize, lanes: Lanes) {
        let t = &mut self.0;
        if slot >= t.written.len() {
            let len = (slot + 1).max(2 * t.written.len());
            t.written.resize(len, 0);
            t.lanes.resize(len, NONE);
        }
        t.written[slot] = t.generation;
        t.lanes[slot] = lanes;
    }

    /// The lanes op `id` was last evaluated for, if it was.
    pub fn evaluated(&self, id: usize) -> Option<u32> {
        match self.0.evaluated.get(id) {
            Some((g, mask)) if *g == self.0.generation => Some(*mask),
            _ => None,
        }
    }

    /// Records that op `id` was evaluated for the lanes of `mask`.
    pub fn evaluate(&mut self, id: usize, mask: u32) {
        let t = &mut self.0;
        if id >= t.evaluated.len() {
            let len = (id + 1).max(2 * t.evaluated.len());
            t.evaluated.resize(len, (0, 0));
        }
        t.evaluated[id] = (t.generation, mask);
    }
}

impl Drop for Values {
    /// Keeps the table for the next warp.
    fn drop(&mut self) {
        let table = std::mem::take(&mut self.0);
        // Nothing is kept while the thread's storage is torn down.
        let _ = SPARE.try_with(|s| {
            if let Ok(mut spare) = s.try_borrow_mut() {
                *spare = Some(table);
            }
        });
    }
}
