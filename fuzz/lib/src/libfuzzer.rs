//! What the libFuzzer binaries in `fuzz/fuzz_targets/` share.

/// Defines the `main` of a libFuzzer binary: it hands the command line to
/// libFuzzer's driver (`LLVMFuzzerRunDriver`) with the binary's
/// `LLVMFuzzerTestOneInput` (from `libfuzzer_sys::fuzz_target!`).
///
/// The binaries cannot take libFuzzer's own `main`: MLIR's static
/// libraries hold one as well (in `libMLIRMlirOptMain.a`, which the
/// `mlir-sys` crate links), and the linker takes the first archive that
/// offers it, which makes the binary an `mlir-opt` that rejects libFuzzer's
/// flags. A `main` in the binary itself leaves both archives' alone.
///
/// The compiler runs LLVM's code generation in a forked child and reports
/// the child's death by a signal as an error. A child of a libFuzzer
/// process inherits libFuzzer's (and AddressSanitizer's) crash handlers,
/// which would write the input as a `crash-*` artifact from the child and
/// make it exit with a status instead; so every forked child gets the
/// default action of the crash signals back (`pthread_atfork`): the child's
/// death is reported to the parent as in production, as an error of the
/// compile ([`Outcome::CodegenCrash`](crate::Outcome::CodegenCrash)), on
/// which the parent then aborts with the input as its artifact.
///
/// It also gives LeakSanitizer (part of the default `-s address` build) its
/// default suppressions: melior 0.27's external passes free the pass
/// closure's contents but not its box when MLIR destroys the pass (168
/// bytes for every phaselock pass of every pipeline), which is not a bug of
/// phaselock's and would otherwise end every run as a leak. For the same
/// reason it turns libFuzzer's leak check after each input off
/// (`-detect_leaks=0` first on the command line; a later
/// `-detect_leaks=1` turns it on again); LeakSanitizer's check at exit
/// still reports any other leak.
///
/// Use it in a crate with `libfuzzer-sys`, without `#![no_main]`:
///
/// ```ignore
/// libfuzzer_sys::fuzz_target!(|data: &[u8]| { Target::ToPtx.run(data); });
/// phaselock_fuzz::libfuzzer_main!();
/// ```
#[macro_export]
macro_rules! libfuzzer_main {
    () => {
        /// LeakSanitizer's default suppressions (see `libfuzzer_main!`).
        #[no_mangle]
        pub extern "C" fn __lsan_default_suppressions() -> *const std::os::raw::c_char {
            c"leak:melior*/src/pass/external.rs\n".as_ptr()
        }

        /// In a forked child, the default action for the crash signals
        /// (see `libfuzzer_main!`).
        unsafe extern "C" fn default_crash_signals() {
            extern "C" {
                fn signal(signum: std::os::raw::c_int, handler: usize) -> usize;
            }
            // SIGILL, SIGABRT, SIGBUS, SIGFPE, SIGSEGV (Linux); 0 is SIG_DFL.
            for signum in [4, 6, 7, 8, 11] {
                // SAFETY: restores the default disposition; nothing else runs
                // in the child yet.
                unsafe { signal(signum, 0) };
            }
        }

        fn main() {
            use std::os::raw::{c_char, c_int};
            use std::os::unix::ffi::OsStringExt;
            extern "C" {
                fn pthread_atfork(
                    prepare: Option<unsafe extern "C" fn()>,
                    parent: Option<unsafe extern "C" fn()>,
                    child: Option<unsafe extern "C" fn()>,
                ) -> c_int;
                fn LLVMFuzzerRunDriver(
                    argc: *mut c_int,
                    argv: *mut *mut *mut c_char,
                    callback: unsafe extern "C" fn(*const u8, usize) -> c_int,
                ) -> c_int;
                fn LLVMFuzzerTestOneInput(data: *const u8, size: usize) -> c_int;
            }
            // An argument with a NUL byte cannot reach C; it becomes empty.
            let mut args: Vec<std::ffi::CString> = std::env::args_os()
                .map(|a| std::ffi::CString::new(a.into_vec()).unwrap_or_default())
                .collect();
            // Every input leaks melior's boxes, so libFuzzer's leak check
            // after each input would only re-run it: off unless the command
            // line (which comes later and wins) turns it on.
            args.insert(args.len().min(1), c"-detect_leaks=0".to_owned());
            let mut argv: Vec<*mut c_char> =
                args.iter().map(|a| a.as_ptr() as *mut c_char).collect();
            argv.push(std::ptr::null_mut());
            // SAFETY: registers a handler that only calls `signal`.
            unsafe { pthread_atfork(None, None, Some(default_crash_signals)) };
            let mut argc = args.len() as c_int;
            let mut argv_ptr = argv.as_mut_ptr();
            // SAFETY: argc and argv describe NUL-terminated strings that live
            // until the process exits (libFuzzer's driver exits itself).
            let code =
                unsafe { LLVMFuzzerRunDriver(&mut argc, &mut argv_ptr, LLVMFuzzerTestOneInput) };
            std::process::exit(code);
        }
    };
}

#[cfg(test)]
mod tests {
    use phaselock::dialect::ops::{AttrKind, OPS};

    /// `fuzz/async.dict` names every op, attribute and enum value of the
    /// dialect.
    #[test]
    fn the_dictionary_is_complete() {
        let path = crate::corpus::repository_root().join("fuzz/async.dict");
        let dict = std::fs::read_to_string(&path).expect("fuzz/async.dict");
        let entries: Vec<&str> = dict
            .lines()
            .filter(|l| !l.starts_with('#'))
            .filter_map(|l| l.split_once('=').map(|(_, v)| v))
            .collect();
        let has = |entry: String| {
            assert!(
                entries.contains(&entry.as_str()),
                "{entry} is not in {}",
                path.display()
            );
        };
        for op in OPS {
            has(format!("\"\\\"{}\\\"\"", op.name));
            for attribute in op.attributes {
                has(format!("\"{} = \"", attribute.name));
                if let AttrKind::Enum(values) = attribute.kind {
                    for value in values {
                        has(format!("\"\\\"{value}\\\"\""));
                    }
                }
            }
        }
    }
}
