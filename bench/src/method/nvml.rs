//! The SM clock and board power of GPU 0, read through NVML
//! (`libnvidia-ml.so.1`, loaded at run time) by a thread every period.

use super::Reading;
use std::ffi::{c_char, c_void};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

type Device = *mut c_void;
type Init = unsafe extern "C" fn() -> i32;
type HandleByIndex = unsafe extern "C" fn(u32, *mut Device) -> i32;
type ClockInfo = unsafe extern "C" fn(Device, u32, *mut u32) -> i32;
type Value = unsafe extern "C" fn(Device, *mut u32) -> i32;
type Temperature = unsafe extern "C" fn(Device, u32, *mut u32) -> i32;
type Reasons = unsafe extern "C" fn(Device, *mut u64) -> i32;
type DriverVersion = unsafe extern "C" fn(*mut c_char, u32) -> i32;

/// `NVML_CLOCK_SM`.
const CLOCK_SM: u32 = 1;

/// The readings, taken by a thread until dropped.
pub struct Nvml {
    trace: Arc<Mutex<Vec<Reading>>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
    /// What NVML says of the GPU (power limit, most SM MHz, driver,
    /// temperature), or why it is not there.
    pub info: String,
    available: bool,
}

/// The functions used, resolved from the loaded library.
struct Api {
    clock: ClockInfo,
    power: Value,
    reasons: Option<Reasons>,
    device: Device,
}

impl Api {
    /// Loads NVML and opens GPU 0: the API and the GPU's static facts.
    ///
    /// # Safety
    /// The library must stay loaded while the API is used.
    unsafe fn open(lib: &libloading::Library) -> Result<(Api, String), String> {
        // SAFETY: each symbol has the C signature NVML declares for it.
        unsafe {
            let get = |name: &[u8]| lib.get::<*const c_void>(name).map(|f| *f);
            let init: Init = std::mem::transmute(get(b"nvmlInit_v2\0").map_err(|e| e.to_string())?);
            let by_index: HandleByIndex = std::mem::transmute(
                get(b"nvmlDeviceGetHandleByIndex_v2\0").map_err(|e| e.to_string())?,
            );
            let clock: ClockInfo =
                std::mem::transmute(get(b"nvmlDeviceGetClockInfo\0").map_err(|e| e.to_string())?);
            let power: Value =
                std::mem::transmute(get(b"nvmlDeviceGetPowerUsage\0").map_err(|e| e.to_string())?);
            let reasons = get(b"nvmlDeviceGetCurrentClocksEventReasons\0")
                .or_else(|_| get(b"nvmlDeviceGetCurrentClocksThrottleReasons\0"))
                .ok()
                .map(|f| std::mem::transmute::<*const c_void, Reasons>(f));
            let rc = init();
            if rc != 0 {
                return Err(format!("nvmlInit_v2 returned {rc}"));
            }
            let mut device: Device = std::ptr::null_mut();
            let rc = by_index(0, &mut device);
            if rc != 0 {
                return Err(format!("nvmlDeviceGetHandleByIndex_v2 returned {rc}"));
            }
            let mut facts = Vec::new();
            let mut v = 0u32;
            if let Ok(f) = get(b"nvmlDeviceGetEnforcedPowerLimit\0") {
                let f: Value = std::mem::transmute(f);
                if f(device, &mut v) == 0 {
                    facts.push(format!("power limit {} W", v / 1000));
                }
            }
            if let Ok(f) = get(b"nvmlDeviceGetMaxClockInfo\0") {
                let f: ClockInfo = std::mem::transmute(f);
                if f(device, CLOCK_SM, &mut v) == 0 {
                    facts.push(format!("most SM clock {v} MHz"));
                }
            }
            if let Ok(f) = get(b"nvmlDeviceGetTemperature\0") {
                let f: Temperature = std::mem::transmute(f);
                if f(device, 0, &mut v) == 0 {
                    facts.push(format!("{v} °C at the start"));
                }
            }
            if let Ok(f) = get(b"nvmlSystemGetDriverVersion\0") {
                let f: DriverVersion = std::mem::transmute(f);
                let mut text = [0 as c_char; 96];
                if f(text.as_mut_ptr(), text.len() as u32) == 0 {
                    let driver = std::ffi::CStr::from_ptr(text.as_ptr()).to_string_lossy();
                    facts.push(format!("driver {driver}"));
                }
            }
            let api = Api {
                clock,
                power,
                reasons,
                device,
            };
            Ok((api, format!("NVML: {}", facts.join(", "))))
        }
    }

    fn read(&self) -> Option<Reading> {
        let (mut mhz, mut mw, mut reasons) = (0u32, 0u32, 0u64);
        // SAFETY: the functions were resolved from the loaded library and
        // the device handle came from it.
        unsafe {
            if (self.clock)(self.device, CLOCK_SM, &mut mhz) != 0
                || (self.power)(self.device, &mut mw) != 0
            {
                return None;
            }
            if let Some(f) = self.reasons {
                if f(self.device, &mut reasons) != 0 {
                    reasons = 0;
                }
            }
        }
        Some(Reading {
            t: Instant::now(),
            sm_mhz: mhz,
            watts: mw as f64 / 1000.0,
            reasons,
        })
    }
}

impl Nvml {
    /// Starts the thread reading every `period`; without NVML, no readings
    /// and `info` says why.
    pub fn start(period: Duration) -> Nvml {
        let trace = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let (tx, rx) = mpsc::channel::<Result<String, String>>();
        let (t, st) = (trace.clone(), stop.clone());
        let thread = std::thread::spawn(move || {
            // SAFETY: loading NVML runs its initializers, which have no
            // preconditions.
            let lib = match unsafe { libloading::Library::new("libnvidia-ml.so.1") } {
                Ok(lib) => lib,
                Err(e) => {
                    let _ = tx.send(Err(format!("NVML unavailable: {e}")));
                    return;
                }
            };
            // SAFETY: `lib` outlives `api` (both live to the end of the
            // thread).
            let api = match unsafe { Api::open(&lib) } {
                Ok((api, info)) => {
                    let _ = tx.send(Ok(info));
                    api
                }
                Err(e) => {
                    let _ = tx.send(Err(format!("NVML unavailable: {e}")));
                    return;
                }
            };
            while !st.load(Ordering::Relaxed) {
                if let Some(r) = api.read() {
                    if let Ok(mut v) = t.lock() {
                        v.push(r);
                    }
                }
                std::thread::sleep(period);
            }
        });
        let (info, available) = match rx.recv_timeout(Duration::from_secs(10)) {
            Ok(Ok(info)) => (info, true),
            Ok(Err(e)) => (e, false),
            Err(_) => ("NVML did not answer in 10 s".to_string(), false),
        };
        Nvml {
            trace,
            stop,
            thread: Some(thread),
            info,
            available,
        }
    }

    /// Whether readings are being taken.
    pub fn available(&self) -> bool {
        self.available
    }

    /// The readings taken in `[a, b]`.
    pub fn window(&self, a: Instant, b: Instant) -> Vec<Reading> {
        self.trace
            .lock()
            .map(|v| v.iter().filter(|r| r.t >= a && r.t <= b).copied().collect())
            .unwrap_or_default()
    }
}

impl Drop for Nvml {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}
