//! `serve` as a process: the address it prints, the page and an API call
//! over real HTTP, and the answers to hostile requests (other Host names,
//! unknown paths, path traversal, huge and malformed bodies). Routes are
//! tested one by one in `src/app/tests.rs`.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

struct Server {
    child: Child,
    address: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start(args: &[&str]) -> (Server, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku-explorer"))
        .args(["serve", "--port", "0"])
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let address = first
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.trim().strip_suffix('/'))
        .unwrap_or_else(|| panic!("no address in {first:?}"))
        .to_string();
    (Server { child, address }, first)
}

/// One HTTP/1.1 request; the status and the body.
fn request(address: &str, head: &str, body: &[u8]) -> (u16, String) {
    let mut s = TcpStream::connect(address).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    let head = head.replace("\n", "\r\n");
    let sent = format!(
        "{head}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    s.write_all(sent.as_bytes()).unwrap();
    // A refused body may close the connection before it is all sent.
    let _ = s.write_all(body);
    let mut answer = Vec::new();
    let _ = s.read_to_end(&mut answer);
    let text = String::from_utf8_lossy(&answer).into_owned();
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = text.split("\r\n\r\n").nth(1).unwrap_or("").to_string();
    (status, body)
}

fn get(address: &str, path: &str) -> (u16, String) {
    request(
        address,
        &format!("GET {path} HTTP/1.1\nHost: {address}"),
        b"",
    )
}

fn post(address: &str, path: &str, body: &str) -> (u16, String) {
    request(
        address,
        &format!("POST {path} HTTP/1.1\nHost: {address}\nContent-Type: application/json"),
        body.as_bytes(),
    )
}

#[test]
fn the_app_serves_its_page_and_api_on_loopback() {
    let (server, first) = start(&[]);
    let a = &server.address;
    assert!(
        first.starts_with("The live app is at http://127.0.0.1:"),
        "{first}"
    );
    let (status, page) = get(a, "/");
    assert_eq!(status, 200);
    assert!(page.contains("<html lang=\"en\""), "{page}");
    assert!(page.contains("/assets/app.js"));
    let (status, words) = get(a, "/api/words?lang=ja");
    assert_eq!(status, 200);
    assert!(words.contains("\"lang\":\"ja\""), "{words}");
    let puzzle =
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    let (status, hint) = post(
        a,
        "/api/hint",
        &format!("{{\"position\": {{\"givens\": \"{puzzle}\"}}, \"level\": 1}}"),
    );
    assert_eq!(status, 200, "{hint}");
    assert!(hint.contains("\"strategy\":"), "{hint}");
}

#[test]
fn hostile_requests_get_clear_refusals() {
    let (server, _) = start(&["--lang", "ja"]);
    let a = &server.address;
    // Another Host name (a DNS name pointed at 127.0.0.1 by a web page).
    let (status, body) = request(a, "GET /api/words HTTP/1.1\nHost: evil.example", b"");
    assert_eq!(status, 421, "{body}");
    assert!(
        body.contains("127.0.0.1かlocalhost宛て") && body.contains("evil.example"),
        "{body}"
    );
    for path in [
        "/assets/../Cargo.toml",
        "/assets/..%2F..%2FCargo.toml",
        "/../../etc/passwd",
        "/api/../Cargo.toml",
        "/api/nothing",
    ] {
        let (status, body) = get(a, path);
        assert_eq!(status, 404, "{path}: {body}");
        assert!(body.contains("\"error\""), "{path}: {body}");
    }
    let (status, body) = post(a, "/api/hint", "{\"position\": ");
    assert_eq!(status, 400);
    assert!(body.contains("リクエストの本文"), "{body}");
    let huge = format!("{{\"text\": \"{}\"}}", "1".repeat(3 << 20));
    let (status, _) = post(a, "/api/load", &huge);
    assert_eq!(status, 413);
    // The server is still there.
    assert_eq!(get(a, "/api/lessons").0, 200);
}

#[test]
fn another_host_is_warned_about() {
    let (mut server, first) = start(&["--host", "0.0.0.0"]);
    assert!(first.contains("http://0.0.0.0:"), "{first}");
    let _ = server.child.kill();
    let mut err = String::new();
    server
        .child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    assert!(err.contains("open to other machines"), "{err}");
}
