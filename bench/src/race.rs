//! Race reproduction and the watchdog on a deadlock, each run in a child
//! process with a timeout.
//!
//! `phaselock-bench race-one PTX KERNEL CTAS THREADS ITERS`: one launch of a
//! `(out: !llvm.ptr<1>, iters: i32)` kernel instrumented by
//! `async-instrument`; prints `ok`, or the watchdog's report (exit 3), or
//! another error (exit 4).
//!
//! `phaselock-bench race PTX KERNEL CTAS THREADS ITERS RUNS PARALLEL`:
//! `RUNS` children of `race-one` (10 s timeout each), `PARALLEL` at a time;
//! prints how many passed, were reported by the watchdog, failed otherwise
//! or timed out.
//!
//! `phaselock-bench deadlock PTX`: one run of the deadlocking reuse ring
//! (`(src: !llvm.ptr<1>, n: index)`, 160 threads) with the watchdog; prints
//! the report and the time from launch to it.

use phaselock_runtime::{Arg, Device, DeviceBuffer, LaunchConfig, Stream, Watchdog};
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

fn s<E: std::fmt::Display>(e: E) -> String {
    e.to_string()
}

/// One launch; the exit code says what happened.
pub fn race_one(ptx: &Path, kernel: &str, ctas: u32, threads: u32, iters: i32) -> ExitCode {
    let run = || -> Result<Option<String>, String> {
        let device = Device::open(0).map_err(s)?;
        let module = device.load_file(ptx).map_err(s)?;
        let k = module.kernel(kernel).map_err(s)?;
        let watchdog = Watchdog::arm(&module).map_err(s)?;
        let out = DeviceBuffer::<i64>::alloc(&device, 1).map_err(s)?;
        let stream = Stream::new(&device).map_err(s)?;
        stream
            .launch(
                &k,
                &LaunchConfig::linear(ctas, threads),
                &[out.arg(), Arg::I32(iters)],
            )
            .map_err(s)?;
        stream.synchronize(Some(kernel)).map_err(s)?;
        match &watchdog {
            Some(w) => Ok(w.report().map_err(s)?.map(|r| r.to_string())),
            None => Ok(None),
        }
    };
    match run() {
        Ok(None) => {
            println!("ok");
            ExitCode::SUCCESS
        }
        Ok(Some(report)) => {
            println!("{report}");
            ExitCode::from(3)
        }
        Err(e) => {
            println!("error: {e}");
            ExitCode::from(4)
        }
    }
}

/// `runs` children, `parallel` at a time.
pub fn race(args: &[&str]) -> Result<(), String> {
    let [ptx, kernel, ctas, threads, iters, runs, parallel] = args else {
        return Err("usage: race PTX KERNEL CTAS THREADS ITERS RUNS PARALLEL".into());
    };
    let runs: usize = runs.parse().map_err(s)?;
    let parallel: usize = parallel.parse().map_err(s)?;
    let me = std::env::current_exe().map_err(s)?;
    let (mut ok, mut reported, mut failed, mut timed_out) = (0, 0, 0, 0);
    let mut example = None;
    let started = Instant::now();
    let mut next = 0;
    while next < runs {
        let batch: Vec<_> = (next..(next + parallel).min(runs))
            .map(|_| {
                Command::new(&me)
                    .args(["race-one", ptx, kernel, ctas, threads, iters])
                    .stdout(Stdio::piped())
                    .stderr(Stdio::null())
                    .spawn()
            })
            .collect();
        next += batch.len();
        for child in batch {
            let mut child = child.map_err(s)?;
            let deadline = Instant::now() + Duration::from_secs(10);
            let status = loop {
                if let Some(status) = child.try_wait().map_err(s)? {
                    break Some(status);
                }
                if Instant::now() > deadline {
                    let _ = child.kill();
                    let _ = child.wait();
                    break None;
                }
                std::thread::sleep(Duration::from_millis(5));
            };
            let output = child
                .stdout
                .take()
                .map(|mut o| {
                    let mut text = String::new();
                    let _ = std::io::Read::read_to_string(&mut o, &mut text);
                    text
                })
                .unwrap_or_default();
            match status.and_then(|s| s.code()) {
                Some(0) => ok += 1,
                Some(3) => {
                    reported += 1;
                    example.get_or_insert(output.trim().to_string());
                }
                None => timed_out += 1,
                Some(_) => {
                    failed += 1;
                    example.get_or_insert(output.trim().to_string());
                }
            }
        }
    }
    println!(
        "{runs} runs of {kernel} ({}): {ok} passed, {reported} reported by the watchdog, {failed} failed otherwise, {timed_out} timed out; {:.1} s",
        Path::new(ptx).file_name().and_then(|f| f.to_str()).unwrap_or(ptx),
        started.elapsed().as_secs_f64()
    );
    if let Some(e) = example {
        println!("first report: {e}");
    }
    Ok(())
}

/// The deadlocking ring under the watchdog.
pub fn deadlock(ptx: &Path) -> Result<(), String> {
    let device = Device::open(0).map_err(s)?;
    let module = device.load_file(ptx).map_err(s)?;
    let kernel = module.kernel("bulk_copy_reduce").map_err(s)?;
    let watchdog = Watchdog::arm(&module)
        .map_err(s)?
        .ok_or("the module is not instrumented")?;
    let src = DeviceBuffer::<i32>::alloc(&device, 16 * 1024 * 132).map_err(s)?;
    let out = DeviceBuffer::<i32>::alloc(&device, 132).map_err(s)?;
    let stream = Stream::new(&device).map_err(s)?;
    let started = Instant::now();
    stream
        .launch(
            &kernel,
            &LaunchConfig::linear(132, 160),
            &[src.arg(), out.arg(), Arg::I32(16)],
        )
        .map_err(s)?;
    stream.synchronize(Some("bulk_copy_reduce")).map_err(s)?;
    let elapsed = started.elapsed().as_secs_f64();
    match watchdog.report().map_err(s)? {
        Some(report) => {
            println!("{report}\nreported after {elapsed:.2} s");
            Ok(())
        }
        None => Err("the kernel finished without a watchdog report: no deadlock".into()),
    }
}
