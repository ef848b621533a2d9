//! libFuzzer target `check_protocol`: the pipeline passes up to `async-check-protocol`, with the ledger printed
//! (`phaselock_fuzz::Target::CheckProtocol`), with the structure-aware mutator.

use libfuzzer_sys::{fuzz_crossover, fuzz_mutator, fuzz_target, fuzzer_mutate};
use phaselock_fuzz::{libfuzzer_crossover, libfuzzer_main, libfuzzer_mutate, Target};

fuzz_target!(|data: &[u8]| {
    Target::CheckProtocol.fuzz(data);
});

fuzz_mutator!(|data: &mut [u8], size: usize, max_size: usize, seed: u32| {
    libfuzzer_mutate(data, size, max_size, seed, fuzzer_mutate)
});

fuzz_crossover!(|a: &[u8], b: &[u8], out: &mut [u8], seed: u32| {
    libfuzzer_crossover(a, b, out, seed)
});

// libFuzzer's driver, under a `main` of this binary (see `libfuzzer_main!`).
libfuzzer_main!();
