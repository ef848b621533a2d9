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
//! `phaselock-bench deadlock PTX RUNS`: `RUNS` children of `deadlock-one`,
//! one launch each of the deliberately deadlocking kernel
//! (`examples/bugs/lost_release.mlir`, instrumented) through the reduction
//! runner; prints how many ended with the watchdog's report and the slowest
//! child, from its start (context creation included) to its end.

use phaselock_runtime::{
    reduce::{self, ReduceSpec},
    Arg, Device, DeviceBuffer, Error, LaunchConfig, Stream, Watchdog,
};
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

fn s<E: std::fmt::Display>(e: E) -> String {
    e.to_string()
}

/// One launch; the exit code says what happened.
pub fn race_one(ptx: &Path, kernel: &str, ctas: u32, threads: u32, iters: i32) -> ExitCode {
    let run = || -> Result<(), String> {
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
        match &watchdog {
            Some(w) => {
                if let Some(report) = w
                    .wait(&stream, kernel, Duration::from_millis(500))
                    .map_err(s)?
                {
                    // The launch may still run: end the process without
                    // freeing what it uses (that would wait for it).
                    println!("{report}");
                    std::process::exit(3);
                }
            }
            None => stream.synchronize(Some(kernel)).map_err(s)?,
        }
        Ok(())
    };
    finish(run())
}

/// A child's end when no report came: 0 and `ok`, or 4 and the error (a
/// report has already ended the process with 3).
fn finish<E: std::fmt::Display>(result: Result<(), E>) -> ExitCode {
    match result {
        Ok(()) => {
            println!("ok");
            ExitCode::SUCCESS
        }
        Err(e) => {
            println!("error: {e}");
            ExitCode::from(4)
        }
    }
}

/// What the children did.
#[derive(Default)]
struct Tally {
    ok: usize,
    reported: usize,
    failed: usize,
    timed_out: usize,
    example: Option<String>,
    slowest: f64,
}

/// Runs `runs` children `me ARGS`, `parallel` at a time, each killed after
/// 10 s; exit 0 = passed, 3 = reported by the watchdog.
fn children(args: &[&str], runs: usize, parallel: usize) -> Result<Tally, String> {
    let me = std::env::current_exe().map_err(s)?;
    let mut tally = Tally::default();
    let mut next = 0;
    while next < runs {
        let batch: Vec<_> = (next..(next + parallel).min(runs))
            .map(|_| {
                let started = Instant::now();
                Command::new(&me)
                    .args(args)
                    .stdout(Stdio::piped())
                    .stderr(Stdio::null())
                    .spawn()
                    .map(|c| (c, started))
            })
            .collect();
        next += batch.len();
        // Poll the whole batch, so each child's time is its own.
        let mut running: Vec<_> = batch.into_iter().collect::<Result<_, _>>().map_err(s)?;
        let mut ended = Vec::new();
        while !running.is_empty() {
            let mut still = Vec::new();
            for (mut child, started) in running {
                let status = match child.try_wait().map_err(s)? {
                    Some(status) => Some(Some(status)),
                    None if started.elapsed() > Duration::from_secs(10) => {
                        let _ = child.kill();
                        let _ = child.wait();
                        Some(None)
                    }
                    None => None,
                };
                match status {
                    Some(status) => ended.push((child, started.elapsed(), status)),
                    None => still.push((child, started)),
                }
            }
            running = still;
            if !running.is_empty() {
                std::thread::sleep(Duration::from_millis(5));
            }
        }
        for (mut child, took, status) in ended {
            tally.slowest = tally.slowest.max(took.as_secs_f64());
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
                Some(0) => tally.ok += 1,
                Some(3) => {
                    tally.reported += 1;
                    tally.example.get_or_insert(output.trim().to_string());
                }
                None => tally.timed_out += 1,
                Some(_) => {
                    tally.failed += 1;
                    tally.example.get_or_insert(output.trim().to_string());
                }
            }
        }
    }
    Ok(tally)
}

/// `runs` children of `race-one`, `parallel` at a time.
pub fn race(args: &[&str]) -> Result<(), String> {
    let [ptx, kernel, ctas, threads, iters, runs, parallel] = args else {
        return Err("usage: race PTX KERNEL CTAS THREADS ITERS RUNS PARALLEL".into());
    };
    let runs: usize = runs.parse().map_err(s)?;
    let parallel: usize = parallel.parse().map_err(s)?;
    let started = Instant::now();
    let t = children(
        &["race-one", ptx, kernel, ctas, threads, iters],
        runs,
        parallel.max(1),
    )?;
    println!(
        "{runs} runs of {kernel} ({}): {} passed, {} reported by the watchdog, {} failed otherwise, {} timed out; {:.1} s, slowest run {:.2} s",
        Path::new(ptx).file_name().and_then(|f| f.to_str()).unwrap_or(ptx),
        t.ok,
        t.reported,
        t.failed,
        t.timed_out,
        started.elapsed().as_secs_f64(),
        t.slowest
    );
    if let Some(e) = t.example {
        println!("first report: {e}");
    }
    Ok(())
}

/// One run of the deadlocking kernel; exit 3 with the report, 0 if it
/// passed, 4 on any other error.
pub fn deadlock_one(ptx: &Path) -> ExitCode {
    let started = Instant::now();
    let run = || -> Result<(), Error> {
        let device = Device::open(0)?;
        let module = device.load_file(ptx)?;
        let spec = ReduceSpec {
            kernel: "bulk_copy_reduce".into(),
            threads: 160,
            ctas: 132,
            tiles: 16,
            cluster: 1,
            launch_cluster: false,
        };
        match reduce::run(&device, &module, &spec, 1) {
            Err(Error::Deadlock(report)) => {
                // The launch may still run: end the process without
                // unloading the module (that would wait for it).
                println!(
                    "{report} -- reported {:.2} s after the start",
                    started.elapsed().as_secs_f64()
                );
                std::process::exit(3);
            }
            other => other.map(|_| ()),
        }
    };
    finish(run())
}

/// `runs` children of `deadlock-one`, one at a time.
pub fn deadlock(args: &[&str]) -> Result<(), String> {
    let [ptx, runs] = args else {
        return Err("usage: deadlock PTX RUNS".into());
    };
    let runs: usize = runs.parse().map_err(s)?;
    let t = children(&["deadlock-one", ptx], runs, 1)?;
    println!(
        "{runs} runs of the deadlocking kernel ({}): {} reported by the watchdog, {} passed, {} failed otherwise, {} timed out (10 s); slowest run {:.2} s",
        Path::new(ptx).file_name().and_then(|f| f.to_str()).unwrap_or(ptx),
        t.reported,
        t.ok,
        t.failed,
        t.timed_out,
        t.slowest
    );
    if let Some(e) = t.example {
        println!("first report: {e}");
    }
    Ok(())
}
