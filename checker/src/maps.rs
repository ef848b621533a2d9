//! The checker's hash maps and sets: keyed by addresses, indices and small
//! tuples of them, never by input an adversary chooses, so they are hashed
//! with rustc's Fx hash (a multiply and a rotate per word) instead of the
//! standard library's SipHash, which took about a tenth of a check.
//! Iteration order is the same in every run (SipHash's is seeded per run).

/// A hash map with the Fx hash.
pub type HashMap<K, V> = rustc_hash::FxHashMap<K, V>;

/// A hash set with the Fx hash.
pub type HashSet<T> = rustc_hash::FxHashSet<T>;
