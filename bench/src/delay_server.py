#!/usr/bin/env python3
# A tiny HTTP/1.1 keep-alive server on 127.0.0.1 that answers every request
# after a fixed delay (asyncio, one process), for bench/pacer-precision.sh's
# "-c 3 -R 240 against a 10 ms server" case.
#   delay_server.py PORT DELAY_MS
import asyncio
import sys

PORT = int(sys.argv[1])
DELAY = float(sys.argv[2]) / 1000.0
BODY = b'{"message":"Hello, World!"}'
RESPONSE = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s" % (len(BODY), BODY)


async def serve(reader, writer):
    try:
        while True:
            head = await reader.readuntil(b"\r\n\r\n")
            length = 0
            for line in head.split(b"\r\n"):
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":", 1)[1])
            if length:
                await reader.readexactly(length)
            await asyncio.sleep(DELAY)
            writer.write(RESPONSE)
            await writer.drain()
    except (asyncio.IncompleteReadError, ConnectionError):
        pass
    finally:
        writer.close()


async def main():
    server = await asyncio.start_server(serve, "127.0.0.1", PORT)
    async with server:
        await server.serve_forever()


asyncio.run(main())
