//! Launches phaselock kernels on NVIDIA GPUs through the CUDA driver API.
//!
//! The driver library is loaded at run time (cudarc's `dynamic-loading`), so
//! this crate builds and links on machines without CUDA; there,
//! [`Device::open`] returns [`Error::NoDriver`] or [`Error::NoDevice`]
//! instead of failing to link or panicking.
//!
//! - [`Device`]: a GPU and its primary context.
//! - [`Module`]: PTX or a cubin loaded on the device; [`Kernel`]: one of its
//!   kernels, with the dynamic shared memory the compiler published for it.
//! - [`DeviceBuffer`]: device memory with typed copies from and to the host.
//! - [`Stream`], [`Event`]: launches ([`LaunchConfig`]: grid, block, cluster,
//!   dynamic shared memory) and timing.
//!
//! - [`TensorMap`]: a TMA tensor map over a [`DeviceBuffer`], encoded by
//!   the driver from a [`TiledSpec`] (dimensions outermost first) after the
//!   driver's requirements are checked ([`TensorMapError`]), and passed to a
//!   kernel by value as its 128-byte grid-constant parameter.
//!
//! - [`Watchdog`]: the host side of `async-instrument`: a deadlock becomes an
//!   [`Error::Deadlock`] with the barrier, slot, phase, CTA and warp.
//!
//! Every CUDA failure becomes an [`Error::Cuda`] naming the driver call and,
//! where there is one, the kernel.

pub mod attention;
pub mod gemm;
pub mod reduce;
pub mod tensor_map;
pub mod tile;
pub mod tile_gemm;
mod watchdog;

pub use tensor_map::{
    ElementType, L2Promotion, OobFill, Swizzle, TensorMap, TensorMapError, TiledSpec,
};
pub use watchdog::{DeadlockReport, Watchdog};

use cudarc::driver::sys;
use std::ffi::{c_void, CStr, CString};
use std::fmt;
use std::marker::PhantomData;

/// Errors of the runtime.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// The CUDA driver library (`libcuda.so`) could not be loaded.
    NoDriver,
    /// The driver is there but reports no CUDA device.
    NoDevice,
    /// A driver call failed.
    Cuda {
        /// The driver function, e.g. `cuLaunchKernelEx`.
        call: &'static str,
        /// The kernel involved, if any.
        kernel: Option<String>,
        /// The `CUresult` name, e.g. `CUDA_ERROR_INVALID_VALUE`.
        code: String,
        /// The driver's description.
        message: String,
    },
    /// Bad input that never reached the driver (a file, an argument).
    Invalid(String),
    /// A tensor map spec the driver would refuse (see [`TiledSpec`]).
    TensorMap(TensorMapError),
    /// An instrumented kernel's watchdog reported a wait that never
    /// completed (see [`Watchdog`]).
    Deadlock(Box<DeadlockReport>),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NoDriver => write!(
                f,
                "no CUDA device: the CUDA driver library (libcuda.so) is not installed"
            ),
            Error::NoDevice => write!(f, "no CUDA device: the CUDA driver reports no GPU"),
            Error::Cuda {
                call,
                kernel,
                code,
                message,
            } => {
                write!(f, "{call} failed")?;
                if let Some(k) = kernel {
                    write!(f, " for kernel '{k}'")?;
                }
                write!(f, ": {code} ({message})")
            }
            Error::Invalid(message) => f.write_str(message),
            Error::TensorMap(e) => write!(f, "{e}"),
            Error::Deadlock(report) => write!(f, "{report}"),
        }
    }
}

impl std::error::Error for Error {}

impl Error {
    /// Whether the error means "this machine has no usable GPU".
    pub fn is_no_device(&self) -> bool {
        matches!(self, Error::NoDriver | Error::NoDevice)
    }
}

/// Result of the runtime.
pub type Result<T> = std::result::Result<T, Error>;

fn check(result: sys::CUresult, call: &'static str, kernel: Option<&str>) -> Result<()> {
    if result == sys::CUresult::CUDA_SUCCESS {
        return Ok(());
    }
    if result == sys::CUresult::CUDA_ERROR_NO_DEVICE {
        return Err(Error::NoDevice);
    }
    let mut text: *const std::ffi::c_char = std::ptr::null();
    // SAFETY: the driver is loaded (every call goes through `Device`), and
    // `cuGetErrorString` writes a pointer to a static string.
    let message = unsafe {
        if sys::cuGetErrorString(result, &mut text) == sys::CUresult::CUDA_SUCCESS
            && !text.is_null()
        {
            CStr::from_ptr(text).to_string_lossy().into_owned()
        } else {
            "unknown error".to_string()
        }
    };
    Err(Error::Cuda {
        call,
        kernel: kernel.map(str::to_string),
        code: format!("{result:?}"),
        message,
    })
}

/// A GPU and its primary context, current on the calling thread.
#[derive(Debug)]
pub struct Device {
    device: sys::CUdevice,
    context: sys::CUcontext,
    /// The device's name.
    pub name: String,
    /// Compute capability, e.g. (9, 0).
    pub compute_capability: (i32, i32),
    /// Number of SMs.
    pub multiprocessors: i32,
}

impl Device {
    /// Opens GPU `ordinal`. [`Error::NoDriver`] / [`Error::NoDevice`] when
    /// the machine has none.
    pub fn open(ordinal: i32) -> Result<Device> {
        // SAFETY: probing for the library has no preconditions; every
        // other driver call below happens only once it is present.
        if !unsafe { sys::is_culib_present() } {
            return Err(Error::NoDriver);
        }
        unsafe {
            check(sys::cuInit(0), "cuInit", None)?;
            let mut count = 0;
            check(sys::cuDeviceGetCount(&mut count), "cuDeviceGetCount", None)?;
            if count == 0 {
                return Err(Error::NoDevice);
            }
            if ordinal < 0 || ordinal >= count {
                return Err(Error::Invalid(format!(
                    "device {ordinal} does not exist: the machine has {count} CUDA device(s)"
                )));
            }
            let mut device = 0;
            check(sys::cuDeviceGet(&mut device, ordinal), "cuDeviceGet", None)?;
            let mut context = std::ptr::null_mut();
            check(
                sys::cuDevicePrimaryCtxRetain(&mut context, device),
                "cuDevicePrimaryCtxRetain",
                None,
            )?;
            check(sys::cuCtxSetCurrent(context), "cuCtxSetCurrent", None)?;
            let mut name = [0 as std::ffi::c_char; 256];
            check(
                sys::cuDeviceGetName(name.as_mut_ptr(), name.len() as i32, device),
                "cuDeviceGetName",
                None,
            )?;
            let attribute = |a: sys::CUdevice_attribute| -> Result<i32> {
                let mut v = 0;
                check(
                    sys::cuDeviceGetAttribute(&mut v, a, device),
                    "cuDeviceGetAttribute",
                    None,
                )?;
                Ok(v)
            };
            use sys::CUdevice_attribute::*;
            Ok(Device {
                device,
                context,
                name: CStr::from_ptr(name.as_ptr()).to_string_lossy().into_owned(),
                compute_capability: (
                    attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?,
                    attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?,
                ),
                multiprocessors: attribute(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?,
            })
        }
    }

    /// The `sm_XYa` name of the device's architecture, e.g. `sm_90a`.
    pub fn arch(&self) -> String {
        format!(
            "sm_{}{}a",
            self.compute_capability.0, self.compute_capability.1
        )
    }

    /// Loads PTX text or a cubin (recognized by its ELF magic).
    pub fn load(&self, image: &[u8]) -> Result<Module<'_>> {
        let mut data = image.to_vec();
        let is_elf = image.starts_with(b"\x7fELF");
        if !is_elf {
            if image.contains(&0) {
                return Err(Error::Invalid(
                    "the image is neither PTX text nor a cubin".into(),
                ));
            }
            data.push(0);
        }
        let mut module = std::ptr::null_mut();
        // SAFETY: `data` is a NUL-terminated PTX string or a complete ELF
        // image and outlives the call.
        unsafe {
            check(sys::cuCtxSetCurrent(self.context), "cuCtxSetCurrent", None)?;
            check(
                sys::cuModuleLoadData(&mut module, data.as_ptr().cast()),
                "cuModuleLoadData",
                None,
            )?;
        }
        Ok(Module {
            module,
            _device: PhantomData,
        })
    }

    /// Loads a PTX or cubin file.
    pub fn load_file(&self, path: &std::path::Path) -> Result<Module<'_>> {
        let image = std::fs::read(path)
            .map_err(|e| Error::Invalid(format!("cannot read {}: {e}", path.display())))?;
        self.load(&image)
    }

    /// Blocks until all work on the device is done.
    pub fn synchronize(&self) -> Result<()> {
        // SAFETY: the context is alive while `self` is.
        unsafe { check(sys::cuCtxSynchronize(), "cuCtxSynchronize", None) }
    }
}

impl Drop for Device {
    fn drop(&mut self) {
        // SAFETY: the context was retained in `open`.
        unsafe {
            sys::cuDevicePrimaryCtxRelease_v2(self.device);
        }
    }
}

/// A loaded module.
#[derive(Debug)]
pub struct Module<'d> {
    module: sys::CUmodule,
    _device: PhantomData<&'d Device>,
}

impl Module<'_> {
    /// The kernel named `name`, with its published dynamic shared memory
    /// (`__async_dynamic_shared_bytes_<name>`, 0 when the module has none)
    /// already allowed.
    pub fn kernel(&self, name: &str) -> Result<Kernel<'_>> {
        let cname = CString::new(name)
            .map_err(|_| Error::Invalid(format!("kernel name {name:?} holds a NUL byte")))?;
        let mut function = std::ptr::null_mut();
        // SAFETY: the module is alive while `self` is.
        unsafe {
            check(
                sys::cuModuleGetFunction(&mut function, self.module, cname.as_ptr()),
                "cuModuleGetFunction",
                Some(name),
            )?;
        }
        let shared = self.published_shared_bytes(name)?;
        let kernel = Kernel {
            function,
            name: name.to_string(),
            dynamic_shared_bytes: shared,
            _module: PhantomData,
        };
        if shared > 0 {
            kernel.allow_dynamic_shared(shared)?;
        }
        if kernel.required_cluster_ctas()? > PORTABLE_CLUSTER_CTAS {
            kernel.allow_non_portable_cluster()?;
        }
        Ok(kernel)
    }

    fn published_shared_bytes(&self, kernel: &str) -> Result<u32> {
        let Some((ptr, 4)) = self.global(&format!("__async_dynamic_shared_bytes_{kernel}")) else {
            return Ok(0);
        };
        let mut bytes = 0u32;
        // SAFETY: the global holds 4 bytes.
        unsafe {
            check(
                sys::cuMemcpyDtoH_v2((&mut bytes as *mut u32).cast(), ptr, 4),
                "cuMemcpyDtoH",
                Some(kernel),
            )?;
        }
        Ok(bytes)
    }

    /// A module global's device address and size, if the module has it (a
    /// missing symbol is an answer, not a failure).
    fn global(&self, name: &str) -> Option<(sys::CUdeviceptr, usize)> {
        let name = CString::new(name).ok()?;
        let (mut address, mut size) = (0, 0);
        // SAFETY: a lookup on the loaded module.
        let found = unsafe {
            sys::cuModuleGetGlobal_v2(&mut address, &mut size, self.module, name.as_ptr())
        };
        (found == sys::CUresult::CUDA_SUCCESS).then_some((address, size))
    }
}

impl Drop for Module<'_> {
    fn drop(&mut self) {
        // SAFETY: loaded in `Device::load`.
        unsafe {
            sys::cuModuleUnload(self.module);
        }
    }
}

/// CTAs per cluster that every sm_90 GPU can launch; up to 16 the GPU may
/// allow with the kernel's opt-in.
pub const PORTABLE_CLUSTER_CTAS: u32 = 8;

/// One kernel of a module.
#[derive(Debug)]
pub struct Kernel<'m> {
    function: sys::CUfunction,
    /// The kernel's name.
    pub name: String,
    /// Dynamic shared memory the compiler published for it (its arena when
    /// above 48 KiB), to pass at launch.
    pub dynamic_shared_bytes: u32,
    _module: PhantomData<&'m ()>,
}

impl Kernel<'_> {
    /// Sets one of the function's attributes.
    fn set_attribute(&self, attribute: sys::CUfunction_attribute, value: i32) -> Result<()> {
        // SAFETY: the function handle is alive with its module.
        unsafe {
            check(
                sys::cuFuncSetAttribute(self.function, attribute, value),
                "cuFuncSetAttribute",
                Some(&self.name),
            )
        }
    }

    /// Reads one of the function's attributes.
    fn attribute(&self, attribute: sys::CUfunction_attribute) -> Result<i32> {
        let mut v = 0;
        // SAFETY: as above.
        unsafe {
            check(
                sys::cuFuncGetAttribute(&mut v, attribute, self.function),
                "cuFuncGetAttribute",
                Some(&self.name),
            )?;
        }
        Ok(v)
    }

    /// Allows up to `bytes` of dynamic shared memory (above 48 KiB the
    /// driver needs this first).
    pub fn allow_dynamic_shared(&self, bytes: u32) -> Result<()> {
        self.set_attribute(
            sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
            bytes as i32,
        )
    }

    /// Allows a cluster of more than [`PORTABLE_CLUSTER_CTAS`] CTAs (the
    /// GPU still decides whether it can launch one: an H100 or H200 takes
    /// 16). [`Module::kernel`] does this for a kernel whose compile-time
    /// cluster is that large, [`Stream::launch`] for a launch-time one.
    pub fn allow_non_portable_cluster(&self) -> Result<()> {
        self.set_attribute(
            sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED,
            1,
        )
    }

    /// CTAs of the cluster the kernel was compiled for (`.reqnctapercluster`;
    /// 0 when it states none).
    pub fn required_cluster_ctas(&self) -> Result<u32> {
        use sys::CUfunction_attribute::*;
        let mut ctas = 1u32;
        for attribute in [
            CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH,
            CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT,
            CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH,
        ] {
            ctas = ctas.saturating_mul(self.attribute(attribute)?.max(0) as u32);
        }
        Ok(ctas)
    }

    /// Registers per thread, as ptxas allocated them.
    pub fn registers(&self) -> Result<i32> {
        self.attribute(sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_NUM_REGS)
    }

    /// How many CTAs of `threads` threads with `shared_bytes` of dynamic
    /// shared memory fit on one SM.
    pub fn ctas_per_sm(&self, threads: u32, shared_bytes: u32) -> Result<i32> {
        let mut n = 0;
        // SAFETY: as above.
        unsafe {
            check(
                sys::cuOccupancyMaxActiveBlocksPerMultiprocessor(
                    &mut n,
                    self.function,
                    threads as i32,
                    shared_bytes as usize,
                ),
                "cuOccupancyMaxActiveBlocksPerMultiprocessor",
                Some(&self.name),
            )?;
        }
        Ok(n)
    }
}

/// Waits for the work of the legacy default stream: a copy from pageable
/// host memory may return before its DMA lands, and a memset is
/// asynchronous, while kernels run on non-blocking streams that do not
/// wait for that stream. Without this, a launch right after a copy could
/// race with the copy's tail (seen: the last rows of an output buffer
/// overwritten by its blank fill after the kernel wrote them).
pub(crate) fn settle_default_stream() -> Result<()> {
    // SAFETY: a null stream is the context's legacy default stream.
    unsafe {
        check(
            sys::cuStreamSynchronize(std::ptr::null_mut()),
            "cuStreamSynchronize",
            None,
        )
    }
}

/// Device memory holding `len` values of `T`.
#[derive(Debug)]
pub struct DeviceBuffer<T: Copy> {
    ptr: sys::CUdeviceptr,
    len: usize,
    _t: PhantomData<T>,
}

impl<T: Copy> DeviceBuffer<T> {
    /// Allocates `len` values (uninitialized; at least one byte).
    pub fn alloc(_device: &Device, len: usize) -> Result<Self> {
        let bytes = (len * std::mem::size_of::<T>()).max(1);
        let mut ptr = 0;
        // SAFETY: the device's context is current.
        unsafe { check(sys::cuMemAlloc_v2(&mut ptr, bytes), "cuMemAlloc", None)? };
        Ok(Self {
            ptr,
            len,
            _t: PhantomData,
        })
    }

    /// Allocates and copies `data` in.
    pub fn from_host(device: &Device, data: &[T]) -> Result<Self> {
        let buffer = Self::alloc(device, data.len())?;
        buffer.copy_from(data)?;
        Ok(buffer)
    }

    /// Copies `data` (exactly `len` values) to the device.
    pub fn copy_from(&self, data: &[T]) -> Result<()> {
        if data.len() != self.len {
            return Err(Error::Invalid(format!(
                "copy of {} values into a buffer of {}",
                data.len(),
                self.len
            )));
        }
        // SAFETY: both sides hold `len` values.
        unsafe {
            check(
                sys::cuMemcpyHtoD_v2(self.ptr, data.as_ptr().cast(), self.bytes()),
                "cuMemcpyHtoD",
                None,
            )?;
        }
        settle_default_stream()
    }

    /// Copies the buffer to the host.
    pub fn to_host(&self) -> Result<Vec<T>> {
        let mut out: Vec<T> = Vec::with_capacity(self.len);
        // SAFETY: the copy writes `len` values, then the length is set.
        unsafe {
            check(
                sys::cuMemcpyDtoH_v2(out.as_mut_ptr().cast(), self.ptr, self.bytes()),
                "cuMemcpyDtoH",
                None,
            )?;
            out.set_len(self.len);
        }
        Ok(out)
    }

    /// Sets every byte to zero.
    pub fn zero(&self) -> Result<()> {
        // SAFETY: the range is the buffer.
        unsafe {
            check(
                sys::cuMemsetD8_v2(self.ptr, 0, self.bytes()),
                "cuMemsetD8",
                None,
            )?;
        }
        settle_default_stream()
    }

    /// Number of values.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the buffer holds no value.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn bytes(&self) -> usize {
        self.len * std::mem::size_of::<T>()
    }

    /// The device address, as a kernel argument.
    pub fn arg(&self) -> Arg {
        Arg::Ptr(self.ptr)
    }
}

impl<T: Copy> Drop for DeviceBuffer<T> {
    fn drop(&mut self) {
        // SAFETY: allocated in `alloc`.
        unsafe {
            sys::cuMemFree_v2(self.ptr);
        }
    }
}

/// A kernel argument, passed by value.
///
/// An `Arg` holds a [`TensorMap`] whole, so it stays `Copy`, at the price
/// of the map's size and alignment for every argument.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Arg {
    /// A device pointer (`!llvm.ptr<1>`).
    Ptr(u64),
    /// `i32`.
    I32(i32),
    /// `i64` (also `index`).
    I64(i64),
    /// `f32`.
    F32(f32),
    /// A TMA tensor map, for a `.param .align 64 .b8 [128]` grid-constant
    /// parameter.
    TensorMap(TensorMap),
}

/// Grid, block and cluster shape and dynamic shared memory of a launch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LaunchConfig {
    /// CTAs in x, y, z.
    pub grid: [u32; 3],
    /// Threads per CTA in x, y, z.
    pub block: [u32; 3],
    /// CTAs per cluster; `None` for no launch-time cluster (a kernel with a
    /// compile-time cluster size gets its clusters anyway).
    pub cluster: Option<[u32; 3]>,
    /// Dynamic shared memory in bytes.
    pub shared_bytes: u32,
}

impl LaunchConfig {
    /// A 1-D launch.
    pub fn linear(ctas: u32, threads: u32) -> Self {
        Self {
            grid: [ctas, 1, 1],
            block: [threads, 1, 1],
            cluster: None,
            shared_bytes: 0,
        }
    }
}

/// The `kernelParams` array of a launch: one pointer per argument.
///
/// Each scalar argument lives in its own 8-byte slot; the driver reads the
/// kernel's parameter size from each. A tensor map is read in place: its
/// entry points at the 128 bytes (64-byte aligned) inside `args`, which the
/// borrow keeps alive as long as the array.
struct KernelParams<'a> {
    pointers: Vec<*mut c_void>,
    /// The scalars' storage; `pointers` points into its heap buffer, which
    /// a move of the `Vec` does not move.
    _slots: Vec<[u8; 8]>,
    _args: PhantomData<&'a [Arg]>,
}

impl<'a> KernelParams<'a> {
    fn new(args: &'a [Arg]) -> Self {
        let mut slots: Vec<[u8; 8]> = args
            .iter()
            .map(|a| {
                let mut s = [0u8; 8];
                match a {
                    Arg::Ptr(p) => s.copy_from_slice(&p.to_ne_bytes()),
                    Arg::I64(v) => s.copy_from_slice(&v.to_ne_bytes()),
                    Arg::I32(v) => s[..4].copy_from_slice(&v.to_ne_bytes()),
                    Arg::F32(v) => s[..4].copy_from_slice(&v.to_ne_bytes()),
                    Arg::TensorMap(_) => {}
                }
                s
            })
            .collect();
        let pointers = args
            .iter()
            .zip(slots.iter_mut())
            .map(|(a, s)| match a {
                // The driver only reads through the pointer.
                Arg::TensorMap(map) => std::ptr::from_ref(map).cast_mut().cast::<c_void>(),
                _ => s.as_mut_ptr().cast::<c_void>(),
            })
            .collect();
        KernelParams {
            pointers,
            _slots: slots,
            _args: PhantomData,
        }
    }
}

/// A CUDA stream.
#[derive(Debug)]
pub struct Stream {
    stream: sys::CUstream,
}

impl Stream {
    /// Creates a stream on the device.
    pub fn new(_device: &Device) -> Result<Stream> {
        let mut stream = std::ptr::null_mut();
        // SAFETY: the device's context is current.
        unsafe {
            check(
                sys::cuStreamCreate(
                    &mut stream,
                    sys::CUstream_flags::CU_STREAM_NON_BLOCKING as u32,
                ),
                "cuStreamCreate",
                None,
            )?
        };
        Ok(Stream { stream })
    }

    /// Launches `kernel` with `args` (in the kernel's parameter order).
    pub fn launch(&self, kernel: &Kernel<'_>, config: &LaunchConfig, args: &[Arg]) -> Result<()> {
        if config.grid.contains(&0) || config.block.contains(&0) {
            return Err(Error::Invalid(format!(
                "kernel '{}': grid {:?} and block {:?} must have no zero dimension",
                kernel.name, config.grid, config.block
            )));
        }
        let mut params = KernelParams::new(args);
        let mut attrs: Vec<sys::CUlaunchAttribute> = Vec::new();
        if let Some([x, y, z]) = config.cluster {
            if x.saturating_mul(y).saturating_mul(z) > PORTABLE_CLUSTER_CTAS {
                kernel.allow_non_portable_cluster()?;
            }
            // SAFETY: a zeroed attribute is a valid starting point.
            let mut attr: sys::CUlaunchAttribute = unsafe { std::mem::zeroed() };
            attr.id = sys::CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
            attr.value.clusterDim.x = x;
            attr.value.clusterDim.y = y;
            attr.value.clusterDim.z = z;
            attrs.push(attr);
        }
        let launch = sys::CUlaunchConfig {
            gridDimX: config.grid[0],
            gridDimY: config.grid[1],
            gridDimZ: config.grid[2],
            blockDimX: config.block[0],
            blockDimY: config.block[1],
            blockDimZ: config.block[2],
            sharedMemBytes: config.shared_bytes,
            hStream: self.stream,
            attrs: attrs.as_mut_ptr(),
            numAttrs: attrs.len() as u32,
        };
        // SAFETY: `params` points at one slot or tensor map per argument,
        // all alive until the call returns (the driver copies them).
        unsafe {
            check(
                sys::cuLaunchKernelEx(
                    &launch,
                    kernel.function,
                    params.pointers.as_mut_ptr(),
                    std::ptr::null_mut(),
                ),
                "cuLaunchKernelEx",
                Some(&kernel.name),
            )
        }
    }

    /// Whether the work on the stream is still running (a failed launch
    /// counts as ended).
    pub fn is_busy(&self) -> bool {
        // SAFETY: the stream is alive.
        unsafe { sys::cuStreamQuery(self.stream) == sys::CUresult::CUDA_ERROR_NOT_READY }
    }

    /// Waits for the stream; a kernel fault surfaces here, named after
    /// `kernel`.
    pub fn synchronize(&self, kernel: Option<&str>) -> Result<()> {
        // SAFETY: the stream is alive.
        unsafe {
            check(
                sys::cuStreamSynchronize(self.stream),
                "cuStreamSynchronize",
                kernel,
            )
        }
    }
}

impl Drop for Stream {
    fn drop(&mut self) {
        // SAFETY: created in `new`.
        unsafe {
            sys::cuStreamDestroy_v2(self.stream);
        }
    }
}

/// A CUDA event, for timing.
#[derive(Debug)]
pub struct Event {
    event: sys::CUevent,
}

impl Event {
    /// Creates an event.
    pub fn new(_device: &Device) -> Result<Event> {
        let mut event = std::ptr::null_mut();
        // SAFETY: the device's context is current.
        unsafe {
            check(
                sys::cuEventCreate(&mut event, sys::CUevent_flags::CU_EVENT_DEFAULT as u32),
                "cuEventCreate",
                None,
            )?
        };
        Ok(Event { event })
    }

    /// Records the event on `stream`.
    pub fn record(&self, stream: &Stream) -> Result<()> {
        // SAFETY: both are alive.
        unsafe {
            check(
                sys::cuEventRecord(self.event, stream.stream),
                "cuEventRecord",
                None,
            )
        }
    }

    /// Milliseconds from `start` to `self` (both recorded and complete).
    pub fn elapsed_since(&self, start: &Event) -> Result<f32> {
        let mut ms = 0.0f32;
        // SAFETY: both are alive.
        unsafe {
            check(
                sys::cuEventSynchronize(self.event),
                "cuEventSynchronize",
                None,
            )?;
            check(
                sys::cuEventElapsedTime_v2(&mut ms, start.event, self.event),
                "cuEventElapsedTime",
                None,
            )?;
        }
        Ok(ms)
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        // SAFETY: created in `new`.
        unsafe {
            sys::cuEventDestroy_v2(self.event);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernel_params_point_at_slots_and_tensor_maps_in_place() {
        let map = TensorMap::from_words(std::array::from_fn(|i| 0x0101_0101 * i as u64));
        let args = [
            Arg::Ptr(0xdead_beef_0000),
            map.arg(),
            Arg::I32(-3),
            Arg::F32(1.5),
            Arg::I64(1 << 40),
        ];
        let params = KernelParams::new(&args);
        assert_eq!(params.pointers.len(), args.len());
        // SAFETY: each pointer is alive with `params` and `args`, and
        // points at at least the bytes read.
        unsafe {
            assert_eq!(*params.pointers[0].cast::<u64>(), 0xdead_beef_0000);
            let Arg::TensorMap(held) = &args[1] else {
                unreachable!()
            };
            assert_eq!(
                params.pointers[1].cast_const(),
                std::ptr::from_ref(held).cast()
            );
            assert_eq!(params.pointers[1] as usize % 64, 0);
            assert_eq!(*params.pointers[1].cast::<[u8; 128]>(), *map.as_bytes());
            assert_eq!(*params.pointers[2].cast::<i32>(), -3);
            assert_eq!(*params.pointers[3].cast::<f32>(), 1.5);
            assert_eq!(*params.pointers[4].cast::<i64>(), 1 << 40);
        }
    }
}
