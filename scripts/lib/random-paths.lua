-- wrk's script for scripts/lib/phone-bench.mjs: each request asks for the next of the paths in the file named
-- by the first argument (one per line), each of the threads (the second argument) taking its own share of
-- them, so that no path is asked twice while the file lasts (it holds more than a run asks for; a thread that
-- runs out starts its share again); at the end, how many answers were 404s.
local threads = {}
local thread_count = 0

function setup(thread)
  thread:set("id", thread_count)
  thread_count = thread_count + 1
  table.insert(threads, thread)
end

function init(args)
  local stride = tonumber(args[2])
  paths = {}
  local line_number = 0
  for line in io.lines(args[1]) do
    if line_number % stride == id then paths[#paths + 1] = line end
    line_number = line_number + 1
  end
  index = 0
  not_found = 0
end

function request()
  index = index % #paths + 1
  return wrk.format(nil, paths[index])
end

function response(status)
  if status == 404 then not_found = not_found + 1 end
end

function done()
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("not_found") end
  io.write(string.format("Not found: %d\n", total))
end
