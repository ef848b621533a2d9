//! The host side of `async-instrument`'s watchdog.
//!
//! An instrumented module carries three globals: `__async_watchdog_record`
//! (`i32`s in device memory: the claim, then wait site, slot, parity, CTA,
//! cluster rank, warp, lane, then whether the report is out), `__async_watchdog_host` (an `i64`: the device
//! address of a host-mapped copy of the record, 0 when there is none) and
//! `__async_watchdog_sites` (one line per wait site: id, barrier name,
//! source location).
//!
//! [`Watchdog::arm`] clears the record, allocates the host-mapped copy and
//! puts its address into `__async_watchdog_host`. The kernel writes the
//! facts to the copy before it sets the copy's flag, with system-scope
//! fences in between, so a report read from the host is whole. Reading the
//! copy needs no driver call: it works while the kernel still runs and
//! after a `trap` has left the context unusable.
//!
//! [`Watchdog::wait`] waits for a launch on a stream and polls the copy
//! meanwhile: a report ends the wait (after a short grace for the launch to
//! end) even when the launch never ends, and a launch that failed after a
//! report is reported as the deadlock it was.

use crate::{check, Arg, Error, Event, Kernel, LaunchConfig, Module, Result, Stream};
use cudarc::driver::sys;
use std::ffi::c_void;
use std::fmt;
use std::marker::PhantomData;
use std::time::{Duration, Instant};

/// What a kernel's watchdog (`async-instrument`) reported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeadlockReport {
    /// The wait site.
    pub site: i32,
    /// The barrier's name, from the module's site table.
    pub barrier: String,
    /// The wait's source location.
    pub location: String,
    /// The barrier's index in its array.
    pub slot: i32,
    /// The parity the wait expected.
    pub parity: i32,
    /// `ctaid.x`.
    pub cta: i32,
    /// Rank in the cluster.
    pub rank: i32,
    /// Warp in the CTA.
    pub warp: i32,
    /// Lane in the warp.
    pub lane: i32,
}

impl fmt::Display for DeadlockReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "deadlock: barrier '{}' slot {} never completed the phase of parity {} (wait at {}, CTA {} rank {}, warp {} lane {})",
            self.barrier, self.slot, self.parity, self.location, self.cta, self.rank, self.warp, self.lane
        )
    }
}

/// The device record's symbol.
const RECORD_SYMBOL: &str = "__async_watchdog_record";
/// The site table's symbol.
const SITES_SYMBOL: &str = "__async_watchdog_sites";
/// The symbol holding the host-mapped copy's device address.
const HOST_SYMBOL: &str = "__async_watchdog_host";
/// The bytes of the report: the claim or flag, then seven facts (8 `i32`).
/// The device record is longer (word 8 says the report is out).
const RECORD_BYTES: usize = 32;

/// The host side of an instrumented module's watchdog.
#[derive(Debug)]
pub struct Watchdog<'m> {
    record: sys::CUdeviceptr,
    /// The host-mapped copy (8 `i32`), null when it could not be made.
    host: *mut i32,
    /// The module's `__async_watchdog_host` (0 when it has none).
    host_slot: sys::CUdeviceptr,
    sites: Vec<(String, String)>,
    _module: PhantomData<&'m Module<'m>>,
}

impl<'m> Watchdog<'m> {
    /// Arms the watchdog of `module`: clears its record and sets up the
    /// host-mapped copy. `None` when the module is not instrumented.
    pub fn arm(module: &'m Module<'_>) -> Result<Option<Watchdog<'m>>> {
        let Some((record, size)) = module.global(RECORD_SYMBOL) else {
            return Ok(None);
        };
        if size < RECORD_BYTES {
            return Ok(None);
        }
        // SAFETY: the record holds `size` bytes; all of it is cleared (the
        // claim, the facts and the published flag).
        unsafe { check(sys::cuMemsetD8_v2(record, 0, size), "cuMemsetD8", None)? };
        crate::settle_default_stream()?;
        let mut sites = Vec::new();
        if let Some((table, table_size)) = module.global(SITES_SYMBOL) {
            let mut bytes = vec![0u8; table_size];
            // SAFETY: the table holds `table_size` bytes.
            unsafe {
                check(
                    sys::cuMemcpyDtoH_v2(bytes.as_mut_ptr().cast(), table, table_size),
                    "cuMemcpyDtoH",
                    None,
                )?;
            }
            for line in String::from_utf8_lossy(&bytes).lines() {
                let mut parts = line.split('\t').skip(1);
                let name = parts.next().unwrap_or("?").to_string();
                let at = parts.next().unwrap_or("?").to_string();
                sites.push((name, at));
            }
        }
        let mut watchdog = Watchdog {
            record,
            host: std::ptr::null_mut(),
            host_slot: 0,
            sites,
            _module: PhantomData,
        };
        if let Some((slot, 8)) = module.global(HOST_SYMBOL) {
            watchdog.map_host_copy(slot)?;
        }
        Ok(Some(watchdog))
    }

    /// Allocates the host-mapped copy and stores its device address in the
    /// module's `__async_watchdog_host`.
    fn map_host_copy(&mut self, slot: sys::CUdeviceptr) -> Result<()> {
        let mut host: *mut c_void = std::ptr::null_mut();
        // SAFETY: a fresh allocation of RECORD_BYTES bytes, zeroed before
        // the device sees its address; `slot` is an 8-byte global.
        unsafe {
            check(
                sys::cuMemHostAlloc(
                    &mut host,
                    RECORD_BYTES,
                    sys::CU_MEMHOSTALLOC_DEVICEMAP | sys::CU_MEMHOSTALLOC_PORTABLE,
                ),
                "cuMemHostAlloc",
                None,
            )?;
            std::ptr::write_bytes(host.cast::<u8>(), 0, RECORD_BYTES);
            self.host = host.cast();
            self.host_slot = slot;
            let mut device_address: sys::CUdeviceptr = 0;
            check(
                sys::cuMemHostGetDevicePointer_v2(&mut device_address, host, 0),
                "cuMemHostGetDevicePointer",
                None,
            )?;
            check(
                sys::cuMemcpyHtoD_v2(slot, (&device_address as *const u64).cast(), 8),
                "cuMemcpyHtoD",
                None,
            )?;
        }
        crate::settle_default_stream()
    }

    /// Whether the kernel can reach the host-mapped copy (reports survive a
    /// failed launch).
    pub fn has_host_copy(&self) -> bool {
        !self.host.is_null()
    }

    /// The report in the host-mapped copy, if the kernel has written one.
    /// Needs no driver call.
    pub fn host_report(&self) -> Option<DeadlockReport> {
        if self.host.is_null() {
            return None;
        }
        let mut fields = [0i32; 8];
        // SAFETY: the copy holds 8 i32, is 4-byte aligned (a page from the
        // driver) and lives as long as `self`. The device writes it: the
        // flag is read with an acquire load, the facts (written before the
        // flag, behind a system fence) with volatile reads after it.
        unsafe {
            fields[0] = std::sync::atomic::AtomicI32::from_ptr(self.host)
                .load(std::sync::atomic::Ordering::Acquire);
            if fields[0] == 0 {
                return None;
            }
            for (i, f) in fields.iter_mut().enumerate().skip(1) {
                *f = std::ptr::read_volatile(self.host.add(i));
            }
        }
        Some(self.decode(&fields))
    }

    /// The report, if a wait expired: from the host-mapped copy, else from
    /// the device record (which needs a usable context: read it after a
    /// launch that completed).
    pub fn report(&self) -> Result<Option<DeadlockReport>> {
        if let Some(report) = self.host_report() {
            return Ok(Some(report));
        }
        let mut fields = [0i32; 8];
        // SAFETY: the record holds 8 i32.
        unsafe {
            check(
                sys::cuMemcpyDtoH_v2(fields.as_mut_ptr().cast(), self.record, RECORD_BYTES),
                "cuMemcpyDtoH",
                None,
            )?;
        }
        Ok((fields[0] != 0).then(|| self.decode(&fields)))
    }

    /// Waits for the work on `stream` (a launch of `kernel`) while watching
    /// for a report. `Ok(None)`: the launch completed without one.
    /// `Ok(Some(report))`: a wait expired; returned when the launch has
    /// ended, or `grace` after the report appeared if it has not. `Err`: the
    /// launch failed with no report.
    pub fn wait(
        &self,
        stream: &Stream,
        kernel: &str,
        grace: Duration,
    ) -> Result<Option<DeadlockReport>> {
        let mut reported_at: Option<Instant> = None;
        loop {
            // SAFETY: the stream is alive.
            let status = unsafe { sys::cuStreamQuery(stream.stream) };
            match status {
                sys::CUresult::CUDA_SUCCESS => return self.report(),
                sys::CUresult::CUDA_ERROR_NOT_READY => {
                    if let Some(report) = self.host_report() {
                        let since = *reported_at.get_or_insert_with(Instant::now);
                        if since.elapsed() >= grace {
                            return Ok(Some(report));
                        }
                    }
                    std::thread::sleep(Duration::from_micros(500));
                }
                failed => {
                    if let Some(report) = self.host_report() {
                        return Ok(Some(report));
                    }
                    check(failed, "cuStreamQuery", Some(kernel))?;
                    return Ok(None);
                }
            }
        }
    }

    fn decode(&self, fields: &[i32; 8]) -> DeadlockReport {
        let site = fields[1];
        let (barrier, location) = usize::try_from(site)
            .ok()
            .and_then(|s| self.sites.get(s))
            .cloned()
            .unwrap_or_else(|| ("?".into(), "?".into()));
        DeadlockReport {
            site,
            barrier,
            location,
            slot: fields[2],
            parity: fields[3],
            cta: fields[4],
            rank: fields[5],
            warp: fields[6],
            lane: fields[7],
        }
    }
}

impl Drop for Watchdog<'_> {
    fn drop(&mut self) {
        if !self.host.is_null() {
            // SAFETY: the slot is the module's 8-byte global; the copy was
            // allocated in `map_host_copy`. The slot is cleared first so no
            // later launch writes to freed memory (an asynchronous memset:
            // it does not wait for a kernel that still runs). After a trap
            // both calls fail and the memory is left to the process's end.
            // Callers whose launch has not ended forget the watchdog
            // instead of dropping it (`cuMemFreeHost` would wait for it).
            unsafe {
                sys::cuMemsetD8Async(self.host_slot, 0, 8, std::ptr::null_mut());
                sys::cuMemFreeHost(self.host.cast());
            }
        }
    }
}

/// After a failed [`timed_launch`]: when the watchdog reported a deadlock
/// and the kernel still runs, `stream` and `held` (the buffers, events and
/// watchdog the launch uses) are left to the process's end, since freeing
/// memory a running kernel uses would wait for it; else they are dropped.
pub(crate) fn drop_unless_running<T>(error: &Error, stream: Stream, held: T) {
    if matches!(error, Error::Deadlock(_)) && stream.is_busy() {
        std::mem::forget((stream, held));
    }
}

/// The median time in milliseconds of `timed` launches of `kernel` (after
/// two warm-ups; 0 when `timed` is 0), none watched.
pub(crate) fn median_launch(
    stream: &Stream,
    kernel: &Kernel<'_>,
    launch: (&LaunchConfig, &[Arg]),
    events: &(Event, Event),
    timed: u32,
) -> Result<f32> {
    let mut times = Vec::new();
    for i in 0..timed + 2 * u32::from(timed > 0) {
        let ms = timed_launch(stream, kernel, launch, None, events)?;
        if i >= 2 {
            times.push(ms);
        }
    }
    times.sort_by(f32::total_cmp);
    Ok(times.get(times.len() / 2).copied().unwrap_or(0.0))
}

/// How long a watched launch may go on after its watchdog has reported.
const GRACE: Duration = Duration::from_millis(500);

/// One launch of `kernel` on `stream` between the two `events`, waited for:
/// under `watchdog` when the module is instrumented (a report is
/// [`Error::Deadlock`]), else synchronized. Returns the kernel's time in
/// milliseconds. After a report the launch may still run: the caller must
/// then not free what it uses (see [`Stream::is_busy`]).
pub(crate) fn timed_launch(
    stream: &Stream,
    kernel: &Kernel<'_>,
    (config, args): (&LaunchConfig, &[Arg]),
    watchdog: Option<&Watchdog>,
    (start, end): &(Event, Event),
) -> Result<f32> {
    start.record(stream)?;
    stream.launch(kernel, config, args)?;
    end.record(stream)?;
    match watchdog {
        None => stream.synchronize(Some(&kernel.name))?,
        Some(w) => {
            if let Some(report) = w.wait(stream, &kernel.name, GRACE)? {
                return Err(Error::Deadlock(Box::new(report)));
            }
        }
    }
    end.elapsed_since(start)
}
