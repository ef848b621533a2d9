//! Running a piece of LLVM work in a forked child process, so that a crash
//! or an abort inside LLVM becomes an error of the caller instead of the
//! end of its process.
//!
//! The child inherits the parent's memory (the translated module, the
//! target machine), runs the closure, writes its result to a pipe and
//! leaves with `_exit` (no destructor or exit handler of the parent runs
//! twice). What it writes to stderr (LLVM's `LLVM ERROR: ...` lines) is
//! captured. The parent waits at most [`TIME_LIMIT`]; a child that dies by
//! a signal, exits without a result or runs past the limit is an
//! [`Error::Ptx`] saying so, with the captured text.

use crate::ptxas::Error;
use std::time::{Duration, Instant};

/// Longest time the child may take.
pub const TIME_LIMIT: Duration = Duration::from_secs(300);

/// Runs `work` in a child process and returns its result.
pub fn in_child(work: impl FnOnce() -> Result<String, Error>) -> Result<String, Error> {
    let (out_r, out_w) = pipe()?;
    let (err_r, err_w) = pipe()?;
    // SAFETY: the child only runs `work` (LLVM code on data it owns a copy
    // of), writes to its pipes and calls `_exit`.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        close_all(&[out_r, out_w, err_r, err_w]);
        return Err(Error::Ptx(
            "cannot start a process for LLVM's code generation (fork failed)".into(),
        ));
    }
    if pid == 0 {
        // SAFETY: in the child; the descriptors are ours.
        unsafe {
            libc::close(out_r);
            libc::close(err_r);
            libc::dup2(err_w, 2);
            // A crash here is expected to be reported, not dumped.
            let none = libc::rlimit {
                rlim_cur: 0,
                rlim_max: 0,
            };
            libc::setrlimit(libc::RLIMIT_CORE, &none);
        }
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(work))
            .unwrap_or_else(|_| Err(Error::Ptx("LLVM code generation panicked".into())));
        let message = match result {
            Ok(text) => format!("O{text}"),
            Err(e) => format!("E{}", encode(&e)),
        };
        write_all(out_w, message.as_bytes());
        // SAFETY: leaves the child at once, without the parent's exit path.
        unsafe { libc::_exit(0) }
    }
    close_all(&[out_w, err_w]);
    let (out, err, timed_out) = read_both(out_r, err_r);
    close_all(&[out_r, err_r]);
    if timed_out {
        // SAFETY: our own child.
        unsafe { libc::kill(pid, libc::SIGKILL) };
    }
    let mut status = 0;
    // SAFETY: waits for our own child.
    unsafe { libc::waitpid(pid, &mut status, 0) };
    let stderr = String::from_utf8_lossy(&err);
    let stderr = stderr.trim();
    let said = if stderr.is_empty() {
        String::new()
    } else {
        let lines: Vec<&str> = stderr
            .lines()
            .take(8)
            .map(|l| l.trim_start_matches("LLVM ERROR: "))
            .collect();
        format!("; LLVM said: {}", lines.join("; "))
    };
    if timed_out {
        return Err(Error::Ptx(format!(
            "LLVM's code generation ran past {} s and was stopped{said}",
            TIME_LIMIT.as_secs()
        )));
    }
    match out.split_first() {
        Some((b'O', text)) => String::from_utf8(text.to_vec())
            .map_err(|_| Error::Ptx("LLVM produced non-UTF-8 text".into())),
        Some((b'E', text)) => Err(decode(&String::from_utf8_lossy(text))),
        _ => {
            let how = if libc::WIFSIGNALED(status) {
                format!("was killed by signal {}", libc::WTERMSIG(status))
            } else {
                format!("exited with status {}", libc::WEXITSTATUS(status))
            };
            Err(Error::Ptx(format!(
                "LLVM's code generation crashed on this module (it {how}){said}"
            )))
        }
    }
}

fn encode(e: &Error) -> String {
    match e {
        Error::Translation(m) => format!("T{m}"),
        Error::Ptx(m) => format!("P{m}"),
        Error::PtxasNotFound(m) => format!("N{m}"),
        Error::Ptxas(m) => format!("A{m}"),
    }
}

fn decode(text: &str) -> Error {
    let (kind, m) = text.split_at(text.char_indices().nth(1).map_or(text.len(), |(i, _)| i));
    let m = m.to_string();
    match kind {
        "T" => Error::Translation(m),
        "N" => Error::PtxasNotFound(m),
        "A" => Error::Ptxas(m),
        _ => Error::Ptx(m),
    }
}

fn pipe() -> Result<(i32, i32), Error> {
    let mut fds = [0i32; 2];
    // SAFETY: `fds` has room for the two descriptors.
    if unsafe { libc::pipe(fds.as_mut_ptr()) } != 0 {
        return Err(Error::Ptx(
            "cannot make a pipe for LLVM's code generation".into(),
        ));
    }
    Ok((fds[0], fds[1]))
}

fn close_all(fds: &[i32]) {
    for &fd in fds {
        // SAFETY: descriptors this module opened.
        unsafe { libc::close(fd) };
    }
}

fn write_all(fd: i32, mut bytes: &[u8]) {
    while !bytes.is_empty() {
        // SAFETY: `bytes` is valid for its length.
        let n = unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
        if n <= 0 {
            return;
        }
        bytes = &bytes[n as usize..];
    }
}

/// Reads both pipes to their end (or until the time limit).
fn read_both(out: i32, err: i32) -> (Vec<u8>, Vec<u8>, bool) {
    let deadline = Instant::now() + TIME_LIMIT;
    let mut fds = [
        libc::pollfd {
            fd: out,
            events: libc::POLLIN,
            revents: 0,
        },
        libc::pollfd {
            fd: err,
            events: libc::POLLIN,
            revents: 0,
        },
    ];
    let mut data = [Vec::new(), Vec::new()];
    let mut chunk = vec![0u8; 1 << 16];
    while fds.iter().any(|f| f.fd >= 0) {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return (
                std::mem::take(&mut data[0]),
                std::mem::take(&mut data[1]),
                true,
            );
        }
        // SAFETY: `fds` holds two pollfd entries.
        let ready = unsafe { libc::poll(fds.as_mut_ptr(), 2, left.as_millis().min(60_000) as i32) };
        if ready < 0 {
            if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            break;
        }
        for (i, f) in fds.iter_mut().enumerate() {
            if f.fd < 0 || f.revents == 0 {
                continue;
            }
            // SAFETY: `chunk` is valid for its length.
            let n = unsafe { libc::read(f.fd, chunk.as_mut_ptr().cast(), chunk.len()) };
            if n <= 0 {
                f.fd = -1;
            } else if data[i].len() < (256 << 20) {
                data[i].extend_from_slice(&chunk[..n as usize]);
            }
        }
    }
    let [a, b] = data;
    (a, b, false)
}
