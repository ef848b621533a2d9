//! TMA tensor maps: the 128-byte descriptors that `cp.async.bulk.tensor`
//! reads, encoded on the host with `cuTensorMapEncodeTiled`.
//!
//! A kernel takes a tensor map as a grid-constant parameter
//! (`.param .align 64 .b8 map[128]`) and hands the parameter's address to
//! the copy. [`TensorMap::tiled`] encodes one over a [`DeviceBuffer`] from a
//! [`TiledSpec`]; [`TensorMap::arg`] passes it to [`Stream::launch`] by
//! value.
//!
//! Dimension order. Every list of a [`TiledSpec`] (shape, strides, box,
//! element strides) is written outermost first, as a row-major array or a
//! memref shape is: a `rows x cols` matrix has `shape: vec![rows, cols]`.
//! The driver wants them innermost first; the encoder reverses them. The
//! innermost dimension is contiguous: its stride is the element size and is
//! not written, so `strides` holds the byte strides of the `rank - 1` outer
//! dimensions (for a packed `rows x cols` matrix, `vec![cols * size]`).
//! Dimension numbers in errors count the same way (0 is the outermost).
//!
//! Checks. Before the driver is called, the spec is checked against the
//! requirements the CUDA driver API documentation states for
//! `cuTensorMapEncodeTiled` (tiled mode, no interleave), each failure a
//! [`TensorMapError`]:
//!
//! - the rank is 1 to 5, and every list has one entry per dimension
//!   (`strides` one fewer);
//! - the buffer's address is 16-byte aligned;
//! - every dimension's size is 1 to 2^32;
//! - every outer stride is a multiple of 16 bytes and below 2^40;
//! - every box size is 1 to 256, and the box's inner dimension spans a
//!   multiple of 16 bytes, and with a swizzle at most the swizzle's span;
//! - every element stride is 1 to 8;
//! - the NaN fill is asked for a floating-point element type only;
//! - the buffer holds the last element of the described tensor (a runtime
//!   check of ours: the driver does not know the allocation's size).
//!
//! The pure part (the checks and the driver's arrays) is
//! [`TiledSpec::check`], usable without a GPU.
//!
//! [`Stream::launch`]: crate::Stream::launch

use crate::{Arg, DeviceBuffer, Error, Result};
use cudarc::driver::sys;
use std::fmt;

/// The most dimensions a tensor map has.
pub const MAX_RANK: usize = 5;

/// The element type of a tensor map (`CUtensorMapDataType`).
///
/// TMA copies bits; signed 8- and 16-bit data use [`ElementType::U8`] and
/// [`ElementType::U16`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ElementType {
    /// `u8`.
    U8,
    /// FP8 e4m3 (`f8E4M3FN`): encoded as `u8` (TMA copies bytes).
    F8E4M3,
    /// FP8 e5m2 (`f8E5M2`): encoded as `u8`.
    F8E5M2,
    /// `u16`.
    U16,
    /// `u32`.
    U32,
    /// `i32`.
    I32,
    /// `u64`.
    U64,
    /// `i64`.
    I64,
    /// IEEE half precision.
    F16,
    /// bfloat16.
    BF16,
    /// `f32`.
    F32,
    /// `f32` read as tf32 by the tensor cores.
    TF32,
    /// `f64`.
    F64,
}

impl ElementType {
    /// Bytes per element.
    pub fn bytes(self) -> u64 {
        match self {
            ElementType::U8 | ElementType::F8E4M3 | ElementType::F8E5M2 => 1,
            ElementType::U16 | ElementType::F16 | ElementType::BF16 => 2,
            ElementType::U32 | ElementType::I32 | ElementType::F32 | ElementType::TF32 => 4,
            ElementType::U64 | ElementType::I64 | ElementType::F64 => 8,
        }
    }

    /// Whether the type is a floating-point one (the NaN fill needs it).
    pub fn is_float(self) -> bool {
        matches!(
            self,
            ElementType::F16
                | ElementType::BF16
                | ElementType::F32
                | ElementType::TF32
                | ElementType::F64
        )
    }

    fn driver(self) -> sys::CUtensorMapDataType {
        use sys::CUtensorMapDataType::*;
        match self {
            ElementType::U8 | ElementType::F8E4M3 | ElementType::F8E5M2 => {
                CU_TENSOR_MAP_DATA_TYPE_UINT8
            }
            ElementType::U16 => CU_TENSOR_MAP_DATA_TYPE_UINT16,
            ElementType::U32 => CU_TENSOR_MAP_DATA_TYPE_UINT32,
            ElementType::I32 => CU_TENSOR_MAP_DATA_TYPE_INT32,
            ElementType::U64 => CU_TENSOR_MAP_DATA_TYPE_UINT64,
            ElementType::I64 => CU_TENSOR_MAP_DATA_TYPE_INT64,
            ElementType::F16 => CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
            ElementType::BF16 => CU_TENSOR_MAP_DATA_TYPE_BFLOAT16,
            ElementType::F32 => CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
            ElementType::TF32 => CU_TENSOR_MAP_DATA_TYPE_TFLOAT32,
            ElementType::F64 => CU_TENSOR_MAP_DATA_TYPE_FLOAT64,
        }
    }
}

impl fmt::Display for ElementType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            ElementType::U8 => "u8",
            ElementType::F8E4M3 => "f8e4m3",
            ElementType::F8E5M2 => "f8e5m2",
            ElementType::U16 => "u16",
            ElementType::U32 => "u32",
            ElementType::I32 => "i32",
            ElementType::U64 => "u64",
            ElementType::I64 => "i64",
            ElementType::F16 => "f16",
            ElementType::BF16 => "bf16",
            ElementType::F32 => "f32",
            ElementType::TF32 => "tf32",
            ElementType::F64 => "f64",
        };
        f.write_str(name)
    }
}

/// The shared-memory swizzle of the box (`CUtensorMapSwizzle`): 16-byte
/// chunks are permuted within a span of 32, 64 or 128 bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Swizzle {
    /// No swizzle.
    #[default]
    None,
    /// 32-byte span.
    B32,
    /// 64-byte span.
    B64,
    /// 128-byte span (the stage buffer then needs 1024-byte alignment).
    B128,
}

impl Swizzle {
    /// The span in bytes; `None` without a swizzle.
    pub fn span_bytes(self) -> Option<u64> {
        match self {
            Swizzle::None => None,
            Swizzle::B32 => Some(32),
            Swizzle::B64 => Some(64),
            Swizzle::B128 => Some(128),
        }
    }

    fn driver(self) -> sys::CUtensorMapSwizzle {
        use sys::CUtensorMapSwizzle::*;
        match self {
            Swizzle::None => CU_TENSOR_MAP_SWIZZLE_NONE,
            Swizzle::B32 => CU_TENSOR_MAP_SWIZZLE_32B,
            Swizzle::B64 => CU_TENSOR_MAP_SWIZZLE_64B,
            Swizzle::B128 => CU_TENSOR_MAP_SWIZZLE_128B,
        }
    }
}

/// The granularity at which L2 fills a tensor map's requests from DRAM
/// (`CUtensorMapL2promotion`).
///
/// The default is 128 bytes, the size of an L2 cache line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum L2Promotion {
    /// No promotion.
    None,
    /// 64 bytes.
    B64,
    /// 128 bytes.
    #[default]
    B128,
    /// 256 bytes.
    B256,
}

impl L2Promotion {
    fn driver(self) -> sys::CUtensorMapL2promotion {
        use sys::CUtensorMapL2promotion::*;
        match self {
            L2Promotion::None => CU_TENSOR_MAP_L2_PROMOTION_NONE,
            L2Promotion::B64 => CU_TENSOR_MAP_L2_PROMOTION_L2_64B,
            L2Promotion::B128 => CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
            L2Promotion::B256 => CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
        }
    }
}

/// What a load reads outside the tensor (`CUtensorMapFloatOOBfill`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum OobFill {
    /// Zero.
    #[default]
    Zero,
    /// A NaN that the tensor cores' FMA reads as zero (floating-point
    /// element types only).
    NanRequestZeroFma,
}

impl OobFill {
    fn driver(self) -> sys::CUtensorMapFloatOOBfill {
        use sys::CUtensorMapFloatOOBfill::*;
        match self {
            OobFill::Zero => CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
            OobFill::NanRequestZeroFma => CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA,
        }
    }
}

/// A tiled tensor map's description, every list outermost first (see the
/// module header).
///
/// [`TiledSpec::row_major`] fills in a packed tensor and the defaults; the
/// other fields are set by struct update:
/// `TiledSpec { swizzle: Swizzle::B128, ..TiledSpec::row_major(ty, shape, tile) }`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TiledSpec {
    /// The element type.
    pub element: ElementType,
    /// Elements per dimension, outermost first (1 to 5 entries).
    pub shape: Vec<u64>,
    /// Byte strides of the outer dimensions, outermost first: one entry
    /// fewer than `shape` (the innermost dimension is contiguous).
    pub strides: Vec<u64>,
    /// The box (tile) a copy moves, elements per dimension, outermost
    /// first.
    pub box_shape: Vec<u32>,
    /// Per dimension, the step between the elements a copy takes, outermost
    /// first; empty means 1 everywhere.
    pub element_strides: Vec<u32>,
    /// The box's shared-memory swizzle.
    pub swizzle: Swizzle,
    /// L2 promotion.
    pub l2_promotion: L2Promotion,
    /// Out-of-bounds fill.
    pub oob_fill: OobFill,
}

impl TiledSpec {
    /// A packed row-major `rows x cols` bf16 matrix in boxes of `box_rows x
    /// box_cols`, 128-byte swizzled: the maps of the wgmma kernels' operands.
    pub fn bf16_swizzled(rows: u32, cols: u32, box_rows: u32, box_cols: u32) -> TiledSpec {
        TiledSpec {
            swizzle: Swizzle::B128,
            ..TiledSpec::row_major(
                ElementType::BF16,
                &[u64::from(rows), u64::from(cols)],
                &[box_rows, box_cols],
            )
        }
    }

    /// A packed row-major tensor of `shape` copied in boxes of `box_shape`
    /// (both outermost first), with element strides 1, no swizzle, 128-byte
    /// L2 promotion and zero fill.
    pub fn row_major(element: ElementType, shape: &[u64], box_shape: &[u32]) -> TiledSpec {
        // The stride of dimension i is the bytes of one index step there:
        // the product of the inner sizes times the element size.
        let mut strides = Vec::with_capacity(shape.len().saturating_sub(1));
        let mut step = element.bytes();
        for &size in shape.iter().skip(1).rev() {
            step = step.saturating_mul(size);
            strides.push(step);
        }
        strides.reverse();
        TiledSpec {
            element,
            shape: shape.to_vec(),
            strides,
            box_shape: box_shape.to_vec(),
            element_strides: Vec::new(),
            swizzle: Swizzle::None,
            l2_promotion: L2Promotion::default(),
            oob_fill: OobFill::default(),
        }
    }

    /// The bytes a box fills in shared memory (what a copy of one box
    /// completes on its barrier).
    pub fn box_bytes(&self) -> u64 {
        self.box_shape
            .iter()
            .fold(self.element.bytes(), |n, &b| n.saturating_mul(u64::from(b)))
    }

    /// Checks the spec for a tensor at device `address` in a buffer of
    /// `buffer_bytes`, and gives the driver's arguments (innermost first).
    pub fn check(
        &self,
        address: u64,
        buffer_bytes: u64,
    ) -> std::result::Result<Encoding, TensorMapError> {
        let rank = self.check_rank()?;
        self.check_global(address)?;
        self.check_box(rank)?;
        self.check_buffer(buffer_bytes)?;
        Ok(self.encoding(address, rank))
    }

    /// The rank, after checking it and that every list has one entry per
    /// dimension (`strides` one fewer).
    fn check_rank(&self) -> std::result::Result<usize, TensorMapError> {
        let rank = self.shape.len();
        // "tensorRank must be non-zero and less than or equal to the
        // maximum supported dimensionality of 5."
        if rank == 0 || rank > MAX_RANK {
            return Err(TensorMapError::Rank { rank });
        }
        let lengths = [
            ("strides", self.strides.len(), rank - 1),
            ("box_shape", self.box_shape.len(), rank),
        ];
        for (list, len, expected) in lengths {
            if len != expected {
                return Err(TensorMapError::Length {
                    list,
                    len,
                    expected,
                });
            }
        }
        if !self.element_strides.is_empty() && self.element_strides.len() != rank {
            return Err(TensorMapError::Length {
                list: "element_strides",
                len: self.element_strides.len(),
                expected: rank,
            });
        }
        Ok(rank)
    }

    /// Checks the tensor in global memory: its address, its sizes and its
    /// strides.
    fn check_global(&self, address: u64) -> std::result::Result<(), TensorMapError> {
        // "globalAddress ... must be 16 byte aligned" (32 with the 32-byte
        // interleave, which a tiled map here never has).
        if !address.is_multiple_of(16) {
            return Err(TensorMapError::Address { address, align: 16 });
        }
        // "globalDim array ... must be non-zero and less than or equal to
        // 2^32."
        for (dim, &size) in self.shape.iter().enumerate() {
            if size == 0 || size > 1 << 32 {
                return Err(TensorMapError::Shape { dim, size });
            }
        }
        // "globalStrides array ... must be a multiple of 16 and less than
        // 2^40."
        for (dim, &stride) in self.strides.iter().enumerate() {
            if !stride.is_multiple_of(16) {
                return Err(TensorMapError::StrideAlignment { dim, stride });
            }
            if stride >= 1 << 40 {
                return Err(TensorMapError::StrideRange { dim, stride });
            }
        }
        Ok(())
    }

    /// Checks the box: its sizes, its inner span against 16 bytes and the
    /// swizzle, its element strides and the fill, for a checked `rank`.
    fn check_box(&self, rank: usize) -> std::result::Result<(), TensorMapError> {
        // "boxDim array ... must be non-zero and less than or equal to 256."
        for (dim, &size) in self.box_shape.iter().enumerate() {
            if size == 0 || size > 256 {
                return Err(TensorMapError::Box { dim, size });
            }
        }
        // "When interleave is CU_TENSOR_MAP_INTERLEAVE_NONE, { boxDim[0] *
        // elementSizeInBytes(tensorDataType) } must be a multiple of 16
        // bytes." (boxDim[0] is the innermost size: our last.)
        let inner_bytes = u64::from(self.box_shape[rank - 1]) * self.element.bytes();
        if !inner_bytes.is_multiple_of(16) {
            return Err(TensorMapError::BoxInnerBytes { bytes: inner_bytes });
        }
        // "When interleave is CU_TENSOR_MAP_INTERLEAVE_NONE and swizzle is
        // not CU_TENSOR_MAP_SWIZZLE_NONE, the bounding box inner dimension
        // ... must be less than or equal to the swizzle size."
        if let Some(span) = self.swizzle.span_bytes() {
            if inner_bytes > span {
                return Err(TensorMapError::SwizzleSpan {
                    bytes: inner_bytes,
                    swizzle: self.swizzle,
                });
            }
        }
        // "elementStrides array ... must be non-zero and less than or equal
        // to 8." (With no interleave the innermost one is ignored by TMA,
        // but the driver checks it all the same.)
        for (dim, &stride) in self.element_strides.iter().enumerate() {
            if stride == 0 || stride > 8 {
                return Err(TensorMapError::ElementStride { dim, stride });
            }
        }
        // "CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA can only be
        // used when tensorDataType represents a floating-point data type."
        if self.oob_fill == OobFill::NanRequestZeroFma && !self.element.is_float() {
            return Err(TensorMapError::NanFill {
                element: self.element,
            });
        }
        Ok(())
    }

    /// Ours: the tensor's last element lies in the buffer of
    /// `buffer_bytes`. In u128, so that no size in range overflows.
    fn check_buffer(&self, buffer_bytes: u64) -> std::result::Result<(), TensorMapError> {
        let size = u128::from(self.element.bytes());
        let last = self
            .shape
            .iter()
            .zip(self.strides.iter().map(|&s| u128::from(s)).chain([size]))
            .map(|(&n, stride)| u128::from(n - 1) * stride)
            .sum::<u128>();
        let needed = last + size;
        if needed > u128::from(buffer_bytes) {
            return Err(TensorMapError::Buffer {
                needed,
                bytes: buffer_bytes,
            });
        }
        Ok(())
    }

    /// The driver's arguments for the checked spec of `rank` at `address`.
    fn encoding(&self, address: u64, rank: usize) -> Encoding {
        let mut encoding = Encoding {
            data_type: self.element.driver(),
            rank: rank as u32,
            address,
            global_dim: [1; MAX_RANK],
            global_strides: [0; MAX_RANK - 1],
            box_dim: [1; MAX_RANK],
            element_strides: [1; MAX_RANK],
            swizzle: self.swizzle.driver(),
            l2_promotion: self.l2_promotion.driver(),
            oob_fill: self.oob_fill.driver(),
        };
        // Driver index i is our index rank - 1 - i.
        for (i, &size) in self.shape.iter().rev().enumerate() {
            encoding.global_dim[i] = size;
        }
        for (i, &stride) in self.strides.iter().rev().enumerate() {
            encoding.global_strides[i] = stride;
        }
        for (i, &size) in self.box_shape.iter().rev().enumerate() {
            encoding.box_dim[i] = size;
        }
        for (i, &stride) in self.element_strides.iter().rev().enumerate() {
            encoding.element_strides[i] = stride;
        }
        encoding
    }
}

/// The arguments of `cuTensorMapEncodeTiled` for a checked [`TiledSpec`],
/// innermost dimension first as the driver wants them; entries past the
/// rank are unused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Encoding {
    data_type: sys::CUtensorMapDataType,
    /// The rank.
    pub rank: u32,
    /// The tensor's device address.
    pub address: u64,
    /// `globalDim`: elements per dimension.
    pub global_dim: [u64; MAX_RANK],
    /// `globalStrides`: byte strides of dimensions 1 and up.
    pub global_strides: [u64; MAX_RANK - 1],
    /// `boxDim`: the box's elements per dimension.
    pub box_dim: [u32; MAX_RANK],
    /// `elementStrides`.
    pub element_strides: [u32; MAX_RANK],
    swizzle: sys::CUtensorMapSwizzle,
    l2_promotion: sys::CUtensorMapL2promotion,
    oob_fill: sys::CUtensorMapFloatOOBfill,
}

/// A spec that `cuTensorMapEncodeTiled` would refuse (or that does not fit
/// its buffer). Dimensions count outermost first, as in [`TiledSpec`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TensorMapError {
    /// The rank is not 1 to 5.
    Rank {
        /// The rank given.
        rank: usize,
    },
    /// A list of the spec does not have one entry per dimension.
    Length {
        /// The field, e.g. `box_shape`.
        list: &'static str,
        /// Its entries.
        len: usize,
        /// The entries it needs.
        expected: usize,
    },
    /// The tensor's address is not aligned enough.
    Address {
        /// The device address.
        address: u64,
        /// The alignment it needs.
        align: u64,
    },
    /// A dimension's size is 0 or above 2^32.
    Shape {
        /// The dimension.
        dim: usize,
        /// Its size.
        size: u64,
    },
    /// A stride is not a multiple of 16 bytes.
    StrideAlignment {
        /// The dimension.
        dim: usize,
        /// Its stride in bytes.
        stride: u64,
    },
    /// A stride is 2^40 bytes or more.
    StrideRange {
        /// The dimension.
        dim: usize,
        /// Its stride in bytes.
        stride: u64,
    },
    /// A box size is 0 or above 256.
    Box {
        /// The dimension.
        dim: usize,
        /// Its size.
        size: u32,
    },
    /// The box's inner dimension is not a multiple of 16 bytes.
    BoxInnerBytes {
        /// The bytes it spans.
        bytes: u64,
    },
    /// The box's inner dimension is wider than the swizzle's span.
    SwizzleSpan {
        /// The bytes it spans.
        bytes: u64,
        /// The swizzle.
        swizzle: Swizzle,
    },
    /// An element stride is 0 or above 8.
    ElementStride {
        /// The dimension.
        dim: usize,
        /// Its stride.
        stride: u32,
    },
    /// The NaN fill asked for an integer element type.
    NanFill {
        /// The element type.
        element: ElementType,
    },
    /// The buffer is too small for the tensor.
    Buffer {
        /// Bytes up to the end of the tensor's last element.
        needed: u128,
        /// The buffer's bytes.
        bytes: u64,
    },
}

impl fmt::Display for TensorMapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TensorMapError::Rank { rank } => {
                write!(f, "tensor map of rank {rank}: the rank must be 1 to {MAX_RANK}")
            }
            TensorMapError::Length {
                list,
                len,
                expected,
            } => write!(
                f,
                "tensor map {list} has {len} entries: the rank needs {expected}"
            ),
            TensorMapError::Address { address, align } => write!(
                f,
                "tensor map address {address:#x} is not {align}-byte aligned"
            ),
            TensorMapError::Shape { dim, size } => write!(
                f,
                "tensor map dimension {dim} has size {size}: it must be 1 to 2^32"
            ),
            TensorMapError::StrideAlignment { dim, stride } => write!(
                f,
                "tensor map stride of dimension {dim} is {stride} bytes: it must be a multiple of 16"
            ),
            TensorMapError::StrideRange { dim, stride } => write!(
                f,
                "tensor map stride of dimension {dim} is {stride} bytes: it must be below 2^40"
            ),
            TensorMapError::Box { dim, size } => write!(
                f,
                "tensor map box dimension {dim} has size {size}: it must be 1 to 256"
            ),
            TensorMapError::BoxInnerBytes { bytes } => write!(
                f,
                "tensor map box's inner dimension spans {bytes} bytes: it must be a multiple of 16"
            ),
            TensorMapError::SwizzleSpan { bytes, swizzle } => {
                let span = swizzle.span_bytes().unwrap_or(0);
                write!(
                    f,
                    "tensor map box's inner dimension spans {bytes} bytes: \
                     the {span}-byte swizzle allows at most {span}"
                )
            }
            TensorMapError::ElementStride { dim, stride } => write!(
                f,
                "tensor map element stride of dimension {dim} is {stride}: it must be 1 to 8"
            ),
            TensorMapError::NanFill { element } => write!(
                f,
                "tensor map of {element} asks for the NaN fill: it needs a floating-point element type"
            ),
            TensorMapError::Buffer { needed, bytes } => write!(
                f,
                "tensor map needs {needed} bytes of its buffer, which has {bytes}"
            ),
        }
    }
}

impl std::error::Error for TensorMapError {}

impl From<TensorMapError> for Error {
    fn from(e: TensorMapError) -> Error {
        Error::TensorMap(e)
    }
}

/// An encoded TMA tensor map: cudarc's `CUtensorMap`, 128 bytes and at
/// least 64-byte aligned (cudarc's CUDA 13 bindings align it to 128), as
/// the driver and the kernel parameter need it.
///
/// It holds the buffer's address, not the buffer: the buffer must outlive
/// every launch that uses the map.
#[repr(C, align(64))]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct TensorMap {
    raw: sys::CUtensorMap,
}

const _: () = assert!(std::mem::size_of::<TensorMap>() == 128);
const _: () = assert!(std::mem::align_of::<TensorMap>().is_multiple_of(64));

impl TensorMap {
    /// Encodes a tiled tensor map over `buffer` (the tensor starts at its
    /// first byte). The spec is checked first ([`Error::TensorMap`]);
    /// [`Error::NoDriver`] without a driver.
    pub fn tiled<T: Copy>(buffer: &DeviceBuffer<T>, spec: &TiledSpec) -> Result<TensorMap> {
        let encoding = spec.check(buffer.ptr, buffer.bytes() as u64)?;
        TensorMap::encode(&encoding)
    }

    fn encode(e: &Encoding) -> Result<TensorMap> {
        // SAFETY: probing for the library has no preconditions.
        if !unsafe { sys::is_culib_present() } {
            return Err(Error::NoDriver);
        }
        // cudarc panics on a missing symbol: a driver older than CUDA 12
        // has no tensor maps.
        // SAFETY: the library is present; the symbol is only looked up.
        let found = unsafe {
            sys::culib()
                .get::<unsafe extern "C" fn()>(b"cuTensorMapEncodeTiled\0")
                .is_ok()
        };
        if !found {
            return Err(Error::Invalid(
                "the CUDA driver has no cuTensorMapEncodeTiled (tensor maps need CUDA 12)".into(),
            ));
        }
        let mut map = TensorMap {
            raw: sys::CUtensorMap { opaque: [0; 16] },
        };
        // SAFETY: `map` is 64-byte aligned and 128 bytes; every array holds
        // `MAX_RANK` (strides: one fewer) entries, of which the driver reads
        // `rank` (`rank - 1`); `check` verified what the driver requires.
        unsafe {
            crate::check(
                sys::cuTensorMapEncodeTiled(
                    &mut map.raw,
                    e.data_type,
                    e.rank,
                    e.address as *mut std::ffi::c_void,
                    e.global_dim.as_ptr(),
                    e.global_strides.as_ptr(),
                    e.box_dim.as_ptr(),
                    e.element_strides.as_ptr(),
                    sys::CUtensorMapInterleave::CU_TENSOR_MAP_INTERLEAVE_NONE,
                    e.swizzle,
                    e.l2_promotion,
                    e.oob_fill,
                ),
                "cuTensorMapEncodeTiled",
                None,
            )?;
        }
        Ok(map)
    }

    /// The map as a kernel argument, passed by value.
    pub fn arg(&self) -> Arg {
        Arg::TensorMap(*self)
    }

    /// A map of the given words (for tests of what carries a map).
    #[cfg(test)]
    pub(crate) fn from_words(opaque: [u64; 16]) -> TensorMap {
        TensorMap {
            raw: sys::CUtensorMap { opaque },
        }
    }

    /// The 128 bytes of the map.
    pub fn as_bytes(&self) -> &[u8; 128] {
        // SAFETY: the map is 128 bytes of plain data.
        unsafe { &*(&self.raw as *const sys::CUtensorMap).cast::<[u8; 128]>() }
    }
}

impl fmt::Debug for TensorMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TensorMap").finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ADDRESS: u64 = 0x7f00_0000_0000;
    const BIG: u64 = 1 << 50;

    fn check(spec: &TiledSpec) -> std::result::Result<Encoding, TensorMapError> {
        spec.check(ADDRESS, BIG)
    }

    fn matrix(
        element: ElementType,
        rows: u64,
        cols: u64,
        box_rows: u32,
        box_cols: u32,
    ) -> TiledSpec {
        TiledSpec::row_major(element, &[rows, cols], &[box_rows, box_cols])
    }

    #[test]
    fn row_major_strides_are_packed_and_outermost_first() {
        let s = TiledSpec::row_major(ElementType::F32, &[4, 8, 16], &[1, 8, 16]);
        assert_eq!(s.strides, vec![8 * 16 * 4, 16 * 4]);
        assert!(TiledSpec::row_major(ElementType::U8, &[32], &[16])
            .strides
            .is_empty());
        assert_eq!(s.box_bytes(), 8 * 16 * 4);
        assert_eq!(s.l2_promotion, L2Promotion::B128);
        assert_eq!(s.oob_fill, OobFill::Zero);
        assert_eq!(s.swizzle, Swizzle::None);
    }

    #[test]
    fn a_matrix_is_reversed_for_the_driver() {
        let spec = TiledSpec {
            element_strides: vec![2, 1],
            ..matrix(ElementType::BF16, 64, 128, 32, 64)
        };
        let e = check(&spec).expect("valid");
        assert_eq!(e.rank, 2);
        assert_eq!(e.address, ADDRESS);
        assert_eq!(&e.global_dim[..2], &[128, 64]);
        assert_eq!(e.global_strides[0], 256);
        assert_eq!(&e.box_dim[..2], &[64, 32]);
        assert_eq!(&e.element_strides[..2], &[1, 2]);
        assert_eq!(
            e.data_type,
            sys::CUtensorMapDataType::CU_TENSOR_MAP_DATA_TYPE_BFLOAT16
        );
    }

    #[test]
    fn five_dimensions_with_padded_strides_are_reversed() {
        let spec = TiledSpec {
            element: ElementType::F16,
            shape: vec![2, 3, 4, 5, 8],
            strides: vec![4096, 1024, 256, 32],
            box_shape: vec![1, 2, 3, 4, 8],
            element_strides: vec![1, 2, 3, 4, 5],
            swizzle: Swizzle::B32,
            l2_promotion: L2Promotion::B256,
            oob_fill: OobFill::NanRequestZeroFma,
        };
        let e = check(&spec).expect("valid");
        assert_eq!(e.rank, 5);
        assert_eq!(e.global_dim, [8, 5, 4, 3, 2]);
        assert_eq!(e.global_strides, [32, 256, 1024, 4096]);
        assert_eq!(e.box_dim, [8, 4, 3, 2, 1]);
        assert_eq!(e.element_strides, [5, 4, 3, 2, 1]);
        assert_eq!(
            e.swizzle,
            sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_32B
        );
        assert_eq!(
            e.l2_promotion,
            sys::CUtensorMapL2promotion::CU_TENSOR_MAP_L2_PROMOTION_L2_256B
        );
        assert_eq!(
            e.oob_fill,
            sys::CUtensorMapFloatOOBfill::CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA
        );
    }

    #[test]
    fn every_element_type_maps_to_the_driver_type_of_its_size() {
        use sys::CUtensorMapDataType::*;
        let types = [
            (ElementType::U8, CU_TENSOR_MAP_DATA_TYPE_UINT8, 1),
            (ElementType::F8E4M3, CU_TENSOR_MAP_DATA_TYPE_UINT8, 1),
            (ElementType::F8E5M2, CU_TENSOR_MAP_DATA_TYPE_UINT8, 1),
            (ElementType::U16, CU_TENSOR_MAP_DATA_TYPE_UINT16, 2),
            (ElementType::U32, CU_TENSOR_MAP_DATA_TYPE_UINT32, 4),
            (ElementType::I32, CU_TENSOR_MAP_DATA_TYPE_INT32, 4),
            (ElementType::U64, CU_TENSOR_MAP_DATA_TYPE_UINT64, 8),
            (ElementType::I64, CU_TENSOR_MAP_DATA_TYPE_INT64, 8),
            (ElementType::F16, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 2),
            (ElementType::BF16, CU_TENSOR_MAP_DATA_TYPE_BFLOAT16, 2),
            (ElementType::F32, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 4),
            (ElementType::TF32, CU_TENSOR_MAP_DATA_TYPE_TFLOAT32, 4),
            (ElementType::F64, CU_TENSOR_MAP_DATA_TYPE_FLOAT64, 8),
        ];
        for (ty, driver, bytes) in types {
            assert_eq!(ty.driver(), driver, "{ty}");
            assert_eq!(ty.bytes(), bytes, "{ty}");
        }
    }

    #[test]
    fn the_rank_is_one_to_five() {
        for rank in [0, 6] {
            let spec = TiledSpec::row_major(ElementType::U8, &vec![16; rank], &vec![16; rank]);
            assert_eq!(check(&spec), Err(TensorMapError::Rank { rank }));
        }
        let one = TiledSpec::row_major(ElementType::U8, &[16], &[16]);
        assert_eq!(check(&one).map(|e| e.rank), Ok(1));
    }

    #[test]
    fn every_list_has_an_entry_per_dimension() {
        let base = matrix(ElementType::F32, 8, 8, 8, 8);
        let cases = [
            (
                TiledSpec {
                    strides: vec![],
                    ..base.clone()
                },
                ("strides", 0, 1),
            ),
            (
                TiledSpec {
                    box_shape: vec![8],
                    ..base.clone()
                },
                ("box_shape", 1, 2),
            ),
            (
                TiledSpec {
                    element_strides: vec![1, 1, 1],
                    ..base.clone()
                },
                ("element_strides", 3, 2),
            ),
        ];
        for (spec, (list, len, expected)) in cases {
            assert_eq!(
                check(&spec),
                Err(TensorMapError::Length {
                    list,
                    len,
                    expected
                })
            );
        }
    }

    #[test]
    fn the_address_is_16_byte_aligned() {
        let spec = matrix(ElementType::F32, 8, 8, 8, 8);
        assert_eq!(
            spec.check(ADDRESS + 8, BIG),
            Err(TensorMapError::Address {
                address: ADDRESS + 8,
                align: 16
            })
        );
        assert!(spec.check(ADDRESS + 16, BIG).is_ok());
    }

    #[test]
    fn a_dimension_is_one_to_two_to_the_32() {
        let zero = TiledSpec {
            shape: vec![0, 8],
            ..matrix(ElementType::F32, 8, 8, 8, 8)
        };
        assert_eq!(check(&zero), Err(TensorMapError::Shape { dim: 0, size: 0 }));
        let huge = TiledSpec::row_major(ElementType::U8, &[(1 << 32) + 1], &[16]);
        assert_eq!(
            check(&huge),
            Err(TensorMapError::Shape {
                dim: 0,
                size: (1 << 32) + 1
            })
        );
        let largest = TiledSpec::row_major(ElementType::U8, &[1 << 32], &[16]);
        assert!(check(&largest).is_ok());
    }

    #[test]
    fn a_stride_is_a_multiple_of_16_below_two_to_the_40() {
        // 12 bf16 columns: a 24-byte row.
        let odd = TiledSpec::row_major(ElementType::BF16, &[4, 12], &[4, 8]);
        assert_eq!(
            check(&odd),
            Err(TensorMapError::StrideAlignment { dim: 0, stride: 24 })
        );
        let far = TiledSpec {
            strides: vec![1 << 40, 16],
            ..TiledSpec::row_major(ElementType::U8, &[2, 2, 16], &[1, 1, 16])
        };
        assert_eq!(
            check(&far),
            Err(TensorMapError::StrideRange {
                dim: 0,
                stride: 1 << 40
            })
        );
        let farthest = TiledSpec {
            strides: vec![(1 << 40) - 16, 16],
            ..far
        };
        assert!(check(&farthest).is_ok());
    }

    #[test]
    fn a_box_dimension_is_one_to_256() {
        for size in [0, 257] {
            let spec = matrix(ElementType::F32, 1024, 1024, size, 8);
            assert_eq!(check(&spec), Err(TensorMapError::Box { dim: 0, size }));
        }
        assert!(check(&matrix(ElementType::U8, 1024, 1024, 256, 256)).is_ok());
    }

    #[test]
    fn the_box_inner_dimension_is_a_multiple_of_16_bytes() {
        let spec = matrix(ElementType::F32, 64, 64, 8, 6);
        assert_eq!(
            check(&spec),
            Err(TensorMapError::BoxInnerBytes { bytes: 24 })
        );
        assert!(check(&matrix(ElementType::F32, 64, 64, 8, 4)).is_ok());
    }

    #[test]
    fn the_box_inner_dimension_fits_the_swizzle_span() {
        for (swizzle, span) in [(Swizzle::B32, 32), (Swizzle::B64, 64), (Swizzle::B128, 128)] {
            let fits = TiledSpec {
                swizzle,
                ..matrix(ElementType::BF16, 256, 256, 64, span / 2)
            };
            assert!(check(&fits).is_ok(), "{swizzle:?}");
            let wide = TiledSpec {
                swizzle,
                ..matrix(ElementType::BF16, 256, 256, 64, span / 2 + 8)
            };
            assert_eq!(
                check(&wide),
                Err(TensorMapError::SwizzleSpan {
                    bytes: u64::from(span) + 16,
                    swizzle
                })
            );
        }
        let unswizzled = matrix(ElementType::BF16, 256, 256, 64, 256);
        assert!(check(&unswizzled).is_ok());
    }

    #[test]
    fn an_element_stride_is_one_to_eight() {
        for stride in [0, 9] {
            let spec = TiledSpec {
                element_strides: vec![stride, 1],
                ..matrix(ElementType::F32, 64, 64, 8, 4)
            };
            assert_eq!(
                check(&spec),
                Err(TensorMapError::ElementStride { dim: 0, stride })
            );
        }
        let eight = TiledSpec {
            element_strides: vec![8, 8],
            ..matrix(ElementType::F32, 64, 64, 8, 4)
        };
        assert!(check(&eight).is_ok());
    }

    #[test]
    fn the_nan_fill_needs_a_float_type() {
        let int = TiledSpec {
            oob_fill: OobFill::NanRequestZeroFma,
            ..matrix(ElementType::I32, 64, 64, 8, 4)
        };
        assert_eq!(
            check(&int),
            Err(TensorMapError::NanFill {
                element: ElementType::I32
            })
        );
        let float = TiledSpec {
            element: ElementType::F32,
            ..int
        };
        assert!(check(&float).is_ok());
    }

    #[test]
    fn the_buffer_holds_the_last_element() {
        // 3 rows of 5 f32 in rows of 32 bytes: the last element ends at
        // 2 * 32 + 5 * 4 = 84 bytes.
        let spec = TiledSpec {
            strides: vec![32],
            ..TiledSpec::row_major(ElementType::F32, &[3, 5], &[2, 4])
        };
        assert!(spec.check(ADDRESS, 84).is_ok());
        assert_eq!(
            spec.check(ADDRESS, 83),
            Err(TensorMapError::Buffer {
                needed: 84,
                bytes: 83
            })
        );
        // Sizes at their limits do not overflow the computation.
        let vast = TiledSpec {
            strides: vec![(1 << 40) - 16; 4],
            ..TiledSpec::row_major(ElementType::F64, &[1 << 32; 5], &[1, 1, 1, 1, 2])
        };
        assert!(matches!(
            vast.check(ADDRESS, u64::MAX),
            Err(TensorMapError::Buffer { .. })
        ));
    }

    #[test]
    fn messages_name_the_dimension_and_the_limit() {
        let cases = [
            (TensorMapError::Rank { rank: 6 }, "tensor map of rank 6: the rank must be 1 to 5"),
            (
                TensorMapError::Box { dim: 1, size: 300 },
                "tensor map box dimension 1 has size 300: it must be 1 to 256",
            ),
            (
                TensorMapError::StrideAlignment { dim: 0, stride: 24 },
                "tensor map stride of dimension 0 is 24 bytes: it must be a multiple of 16",
            ),
            (
                TensorMapError::SwizzleSpan { bytes: 256, swizzle: Swizzle::B128 },
                "tensor map box's inner dimension spans 256 bytes: the 128-byte swizzle allows at most 128",
            ),
            (
                TensorMapError::Buffer { needed: 84, bytes: 83 },
                "tensor map needs 84 bytes of its buffer, which has 83",
            ),
        ];
        for (e, message) in cases {
            assert_eq!(e.to_string(), message);
            assert_eq!(Error::from(e).to_string(), message);
        }
    }

    #[test]
    fn a_map_is_128_bytes_aligned_for_its_parameter() {
        assert_eq!(std::mem::size_of::<TensorMap>(), 128);
        assert_eq!(std::mem::align_of::<TensorMap>() % 64, 0);
        let map = TensorMap::from_words(std::array::from_fn(|i| i as u64));
        assert_eq!(&map.as_bytes()[8..16], &1u64.to_ne_bytes());
        assert_eq!(map.arg(), Arg::TensorMap(map));
    }

    #[test]
    fn without_a_driver_encoding_is_no_driver() {
        // SAFETY: probing has no preconditions.
        if unsafe { sys::is_culib_present() } {
            // With a driver the call is made; its outcome depends on the
            // machine (the GPU test binary checks it). It must not panic.
            let spec = matrix(ElementType::F32, 64, 64, 8, 4);
            let _ = TensorMap::encode(&check(&spec).expect("valid"));
            return;
        }
        let spec = matrix(ElementType::F32, 64, 64, 8, 4);
        assert_eq!(
            TensorMap::encode(&check(&spec).expect("valid")),
            Err(Error::NoDriver)
        );
    }
}
